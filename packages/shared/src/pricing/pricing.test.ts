import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING,
  formatEuros,
  publicPricePerSeat,
  quote,
  type PricingConfig,
} from './index';

describe('default pricing (the marketing promise)', () => {
  it('shows a 30 € contribution as 32 €', () => {
    expect(publicPricePerSeat(3000)).toBe(3200);
    expect(formatEuros(publicPricePerSeat(3000))).toBe('32,00\u00a0€');
  });

  it('takes 1 € off when booking several seats, never more', () => {
    expect(quote(3000, 1)).toMatchObject({
      total_cents: 3200,
      discount_cents: 0,
      montant_cents: 3000,
      fees_cents: 200,
    });
    expect(quote(3000, 2)).toMatchObject({
      total_cents: 6300,
      discount_cents: 100,
      montant_cents: 6000,
      fees_cents: 300,
    });
    expect(quote(3000, 4)).toMatchObject({
      total_cents: 12700,
      discount_cents: 100,
      fees_cents: 700,
    });
  });
});

const configs: fc.Arbitrary<PricingConfig> = fc.record({
  fixed_fee_cents: fc.integer({ min: 0, max: 1000 }),
  percentage: fc.double({ min: 0, max: 0.5, noNaN: true }),
  discount_per_extra_seat_cents: fc.integer({ min: 0, max: 500 }),
  discount_cap_cents: fc.integer({ min: 0, max: 2000 }),
});
const contributions = fc.integer({ min: 0, max: 50_000 });
const seats = fc.integer({ min: 1, max: 8 });

describe('pricing invariants', () => {
  it('amounts are whole cents and the total splits into montant + fees', () => {
    fc.assert(
      fc.property(contributions, seats, configs, (contribution, n, config) => {
        const q = quote(contribution, n, config);
        for (const value of Object.values(q)) expect(Number.isInteger(value)).toBe(true);
        expect(q.montant_cents + q.fees_cents).toBe(q.total_cents);
        expect(q.total_cents).toBe(n * q.public_price_cents - q.discount_cents);
      }),
    );
  });

  it('the driver always gets the full contribution and our fee never goes negative', () => {
    fc.assert(
      fc.property(contributions, seats, configs, (contribution, n, config) => {
        const q = quote(contribution, n, config);
        expect(q.montant_cents).toBe(n * contribution);
        expect(q.fees_cents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the discount is zero for one seat, grows with seats and stays under its cap', () => {
    fc.assert(
      fc.property(contributions, seats, configs, (contribution, n, config) => {
        const q = quote(contribution, n, config);
        if (n === 1) expect(q.discount_cents).toBe(0);
        expect(q.discount_cents).toBeLessThanOrEqual(config.discount_cap_cents);
        expect(q.discount_cents).toBeLessThanOrEqual(
          (n - 1) * config.discount_per_extra_seat_cents,
        );
        if (n < 8)
          expect(quote(contribution, n + 1, config).discount_cents).toBeGreaterThanOrEqual(
            q.discount_cents,
          );
      }),
    );
  });

  it('a seat never costs less than the contribution, and the price grows with it', () => {
    fc.assert(
      fc.property(contributions, configs, (contribution, config) => {
        expect(publicPricePerSeat(contribution, config)).toBeGreaterThanOrEqual(contribution);
        expect(publicPricePerSeat(contribution + 1, config)).toBeGreaterThanOrEqual(
          publicPricePerSeat(contribution, config),
        );
      }),
    );
  });

  it('refuses impossible inputs', () => {
    expect(() => quote(-1, 1)).toThrow(RangeError);
    expect(() => quote(1000, 0)).toThrow(RangeError);
    expect(() => quote(10.5, 1)).toThrow(RangeError);
    expect(DEFAULT_PRICING.fixed_fee_cents).toBe(200);
  });
});
