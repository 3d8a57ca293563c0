import type { PricingConfig } from './schemas';

/**
 * docs/product/geography-and-prices.md pricing, in integer cents:
 *   public price per seat = contribution × (1 + percentage) + fixed fee (rounded to the cent)
 *   fee per seat          = contribution × percentage + fixed fee
 *   degressive discount   = (seats − 1) × discount per extra seat, capped
 *   total                 = seats × public price − discount
 * The defaults keep the marketing promise (docs/product/geography-and-prices.md): 2 € per seat, no percentage, 1 € off per
 * extra seat capped at 1 € — a 30 € contribution shows as 32 €.
 */
export const DEFAULT_PRICING: PricingConfig = {
  fixed_fee_cents: 200,
  percentage: 0,
  discount_per_extra_seat_cents: 100,
  discount_cap_cents: 100,
};

export interface Quote {
  seats: number;
  contribution_cents: number;
  /** What one seat costs before any discount (shown struck through when seats > 1). */
  public_price_cents: number;
  fee_per_seat_cents: number;
  discount_cents: number;
  /** What the passenger pays. */
  total_cents: number;
  /** The driver's share: seats × contribution (docs/product/geography-and-prices.md: `montant`). */
  montant_cents: number;
  /** The platform's share after the discount (docs/product/geography-and-prices.md: `fees`). */
  fees_cents: number;
}

export function feePerSeat(
  contributionCents: number,
  config: PricingConfig = DEFAULT_PRICING,
): number {
  return Math.round(contributionCents * config.percentage) + config.fixed_fee_cents;
}

export function publicPricePerSeat(
  contributionCents: number,
  config: PricingConfig = DEFAULT_PRICING,
): number {
  return contributionCents + feePerSeat(contributionCents, config);
}

/** The price of `seats` seats. The discount comes out of our fee, never out of the driver's share. */
export function quote(
  contributionCents: number,
  seats: number,
  config: PricingConfig = DEFAULT_PRICING,
): Quote {
  if (!Number.isInteger(contributionCents) || contributionCents < 0)
    throw new RangeError('contribution invalide');
  if (!Number.isInteger(seats) || seats < 1) throw new RangeError('nombre de places invalide');
  const fee = feePerSeat(contributionCents, config);
  const publicPrice = contributionCents + fee;
  const discount = Math.min(
    (seats - 1) * config.discount_per_extra_seat_cents,
    config.discount_cap_cents,
    seats * fee,
  );
  const montant = seats * contributionCents;
  const total = seats * publicPrice - discount;
  return {
    seats,
    contribution_cents: contributionCents,
    public_price_cents: publicPrice,
    fee_per_seat_cents: fee,
    discount_cents: discount,
    total_cents: total,
    montant_cents: montant,
    fees_cents: total - montant,
  };
}
