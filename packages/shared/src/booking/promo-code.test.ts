import { describe, expect, it } from 'vitest';
import { normalisePromoCode } from './promo-code';

describe('normalisePromoCode (one spelling stored, checked and spent)', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalisePromoCode('  bienvenue-2026 ')).toBe('BIENVENUE-2026');
    expect(normalisePromoCode('ÉTÉ')).toBe('ÉTÉ');
  });
});
