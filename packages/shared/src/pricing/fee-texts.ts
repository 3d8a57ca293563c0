import { formatEurosShort } from './format';
import { DEFAULT_PRICING, publicPricePerSeat } from './pricing';
import type { PricingConfig } from './schemas';

/** The contribution the pages take as their example of what a seat shows (30 € → 32 €). */
export const FEE_EXAMPLE_CONTRIBUTION_CENTS = 3000;

export interface FeeTexts {
  /** The fixed fee per seat, « 2 € ». */
  fee: string;
  /** The example contribution, « 30 € ». */
  exampleContribution: string;
  /** What that contribution shows once the fee is added, « 32 € ». */
  examplePrice: string;
}

/**
 * The figures the pages quote about our fee, read from the pricing configuration so a text never
 * states a fee the server does not charge (docs/product/booking-and-money.md).
 */
export function feeTexts(config: PricingConfig = DEFAULT_PRICING): FeeTexts {
  return {
    fee: formatEurosShort(config.fixed_fee_cents),
    exampleContribution: formatEurosShort(FEE_EXAMPLE_CONTRIBUTION_CENTS),
    examplePrice: formatEurosShort(publicPricePerSeat(FEE_EXAMPLE_CONTRIBUTION_CENTS, config)),
  };
}
