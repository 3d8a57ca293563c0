import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING,
  discountText,
  driverShareText,
  feeIncludedText,
  priceBreakdown,
  quote,
} from './index';

describe('priceBreakdown (what each side gets, from the charged quote)', () => {
  it('says one seat as contribution + fee', () => {
    const lines = priceBreakdown(quote(1200, 1));
    expect(lines).toEqual([
      { code: 'participation', libelle: 'Participation versée au conducteur', montant_cents: 1200 },
      { code: 'frais', libelle: 'Frais de service', montant_cents: 200 },
      { code: 'total', libelle: 'Total à payer', montant_cents: 1400 },
    ]);
  });

  it('names the multi-seat discount and its seats', () => {
    const lines = priceBreakdown(quote(1200, 2));
    expect(lines.map((line) => [line.code, line.montant_cents])).toEqual([
      ['participation', 2400],
      ['frais', 400],
      ['reduction', -100],
      ['total', 2700],
    ]);
    expect(lines[0]!.libelle).toBe('Participation versée au conducteur (12,00\u00a0€ × 2 places)');
    expect(lines[2]!.libelle).toBe('Réduction plusieurs places (sur nos frais)');
    expect(discountText(quote(1200, 2))).toBe(
      '1\u00a0€ de réduction plusieurs places, pris sur nos frais de service',
    );
    expect(discountText(quote(1200, 1))).toBeNull();
  });

  it('always adds up to what the server charges, the driver keeping the contribution', () => {
    const config = fc.record({
      fixed_fee_cents: fc.integer({ min: 0, max: 1000 }),
      percentage: fc.double({ min: 0, max: 0.3, noNaN: true }),
      discount_per_extra_seat_cents: fc.integer({ min: 0, max: 500 }),
      discount_cap_cents: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 4 }),
        config,
        (c, s, cfg) => {
          const price = quote(c, s, cfg);
          const lines = priceBreakdown(price);
          const items = lines.filter((line) => line.code !== 'total');
          expect(items.reduce((sum, line) => sum + line.montant_cents, 0)).toBe(price.total_cents);
          expect(lines.at(-1)!.montant_cents).toBe(price.total_cents);
          expect(lines[0]!.montant_cents).toBe(price.montant_cents);
          // The passenger's fee lines are exactly our share (montant + fees = total).
          expect(items.slice(1).reduce((sum, line) => sum + line.montant_cents, 0)).toBe(
            price.fees_cents,
          );
        },
      ),
    );
  });

  it('says the fee on cards and the driver’s share in the wizard', () => {
    expect(feeIncludedText(quote(1200, 1))).toBe('dont 2\u00a0€ de frais de service');
    expect(driverShareText(quote(1600, 1, DEFAULT_PRICING))).toBe(
      'Vous recevez 16\u00a0€ par passager ; le passager paie 18\u00a0€ (2\u00a0€ de frais de service).',
    );
  });
});
