import { feePerSeat } from './pricing';
import type { PricingConfig } from './schemas';

/**
 * docs/product/booking-and-money.md#receipts-and-credit-notes: our service fee is a service sold
 * in France, at the standard VAT rate; the contribution passed to the driver is cost sharing
 * between private persons, outside VAT. Prices are shown tax included (TTC).
 */
export const SERVICE_FEE_VAT_RATE = 0.2;

export interface VatSplit {
  ttc_cents: number;
  ht_cents: number;
  tva_cents: number;
}

/** A price tax included split into net and VAT: 200 → 167 + 33 (the VAT is what the rounding leaves). */
export function splitVat(ttcCents: number, rate: number = SERVICE_FEE_VAT_RATE): VatSplit {
  const ht = Math.round(ttcCents / (1 + rate));
  return { ttc_cents: ttcCents, ht_cents: ht, tva_cents: ttcCents - ht };
}

export interface FeeLines {
  /** The fee of every seat before the multi-seat discount. */
  fee_before_discount_cents: number;
  discount_cents: number;
  /** What the payer paid us, tax included, and its VAT. */
  fee: VatSplit;
}

/**
 * A payment's fee lines from what it stored (driver's share `montant`, our fee `fees` after the
 * discount) and the pricing configuration: the discount is what the seats' fee lost
 * (docs/product/geography-and-prices.md: the discount comes out of our fee).
 */
export function feeLinesOf(
  payment: { montant: number; fees: number; nb_places: number },
  config: PricingConfig,
): FeeLines {
  const seats = Math.max(1, payment.nb_places);
  const before = seats * feePerSeat(Math.round(payment.montant / seats), config);
  const discount = Math.max(0, before - payment.fees);
  return {
    fee_before_discount_cents: payment.fees + discount,
    discount_cents: discount,
    fee: splitVat(payment.fees),
  };
}
