import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, quote } from './pricing';
import { feeLinesOf, splitVat } from './vat';

describe('service fee VAT', () => {
  it('splits 2,00 € TTC into 1,67 € HT and 0,33 € of VAT at 20 %', () => {
    expect(splitVat(200)).toEqual({ ttc_cents: 200, ht_cents: 167, tva_cents: 33 });
  });

  it('always adds up to the price paid', () => {
    for (let ttc = 0; ttc < 2000; ttc += 7) {
      const split = splitVat(ttc);
      expect(split.ht_cents + split.tva_cents).toBe(ttc);
    }
  });

  it('finds the multi-seat discount of a stored payment', () => {
    const price = quote(3000, 3, DEFAULT_PRICING);
    const lines = feeLinesOf(
      { montant: price.montant_cents, fees: price.fees_cents, nb_places: 3 },
      DEFAULT_PRICING,
    );
    expect(lines).toEqual({
      fee_before_discount_cents: 600,
      discount_cents: 100,
      fee: { ttc_cents: 500, ht_cents: 417, tva_cents: 83 },
    });
  });
});
