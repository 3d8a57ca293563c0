import { z } from 'zod';

// Apart from the pricing rules, so the pages that only compute a price do not load zod.
export const pricingConfigSchema = z.object({
  fixed_fee_cents: z.number().int().min(0),
  percentage: z.number().min(0).max(1),
  discount_per_extra_seat_cents: z.number().int().min(0),
  discount_cap_cents: z.number().int().min(0),
});
export type PricingConfig = z.infer<typeof pricingConfigSchema>;

export const pricingResponseSchema = z.object({ data: pricingConfigSchema });
