import { describe, expect, it } from 'vitest';
import { createPromoCodeBodySchema, suspendUserBodySchema } from '@bonneroute/shared/admin';
import { createPaymentBodySchema } from '@bonneroute/shared/booking';
import { profileFormSchema } from '@bonneroute/shared/user-space';
import { isRequired, maxLengthOf, rangeOf, textRules } from './schema-rules';

describe('schema rules (a field’s limits read from the server’s schema)', () => {
  it('reads maximum lengths through trims, refinements, optionals and transforms', () => {
    expect(maxLengthOf(profileFormSchema.shape.nom)).toBe(75);
    expect(maxLengthOf(profileFormSchema.shape.adresse)).toBe(255);
    expect(maxLengthOf(profileFormSchema.shape.code_postal)).toBe(10);
    expect(maxLengthOf(createPromoCodeBodySchema.shape.code)).toBe(32);
    expect(maxLengthOf(suspendUserBodySchema.shape.motif)).toBe(255);
  });

  it('reads number bounds and whether a value is required', () => {
    expect(rangeOf(createPaymentBodySchema.shape.nb_places)).toEqual({ min: 1, max: 4 });
    expect(isRequired(profileFormSchema.shape.nom)).toBe(true);
    expect(isRequired(profileFormSchema.shape.nationalite)).toBe(true);
    expect(isRequired(profileFormSchema.shape.ville)).toBe(false);
    expect(textRules(profileFormSchema.shape.ville)).toEqual({ maxLength: 120 });
  });
});
