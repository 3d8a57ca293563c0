import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * The resolver of a form whose values are not the API's body (euros typed for cents, the fields
 * of the chosen action only, codes picked from a search): `toBody` makes the body, then the
 * server's own schema reads it, so the form refuses what the server would refuse. Errors carry
 * the body's field names, which these forms give their fields too.
 */
export function bodyResolver<Form extends FieldValues, Body, Output, Context = unknown>(
  schema: z.ZodType<Output, Body>,
  toBody: (values: Form, context: Context | undefined) => Body,
): Resolver<Form, Context, Output> {
  return (values, context, options) => {
    const read = z.preprocess((form: Form) => toBody(form, context), schema);
    return zodResolver(read)(values, context, options);
  };
}
