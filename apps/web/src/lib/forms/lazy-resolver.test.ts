import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

describe('lazyResolver (the schema loaded on first check)', () => {
  it('loads the resolver once and checks with it every time', async () => {
    const check = vi.fn<Resolver<{ texte: string }, unknown, { texte: string }>>(
      async (values) => ({ values, errors: {} }),
    );
    const load = vi.fn(async () => check);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    await Promise.all([
      resolver({ texte: 'a' }, undefined, options),
      resolver({ texte: 'b' }, undefined, options),
    ]);
    await resolver({ texte: 'c' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(check.mock.calls.map(([values]) => values.texte)).toEqual(['a', 'b', 'c']);
  });
});
