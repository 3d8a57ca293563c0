import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { bodyResolver } from './body-resolver';

const bodySchema = z.object({ montant: z.coerce.number().int().min(100, 'Au moins 1 €') });
interface Form {
  euros: string;
}
const resolver = bodyResolver(bodySchema, (values: Form) => ({
  montant: String(Math.round(Number(values.euros) * 100)),
}));
const options: ResolverOptions<Form> = { fields: {}, shouldUseNativeValidation: false };

describe('bodyResolver', () => {
  it('gives the schema’s output of the body the form makes', async () => {
    expect(await resolver({ euros: '7.5' }, undefined, options)).toEqual({
      values: { montant: 750 },
      errors: {},
    });
  });

  it('refuses what the server’s schema refuses, under the body’s field name', async () => {
    const result = await resolver({ euros: '0.5' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({ montant: { message: 'Au moins 1 €' } });
  });
});
