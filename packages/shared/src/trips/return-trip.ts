import { z } from 'zod';
import { intField, text } from '../api';

/**
 * « Publier aussi le retour » (docs/product/trips-and-search.md#the-return): the return is its
 * own trip from the arrival to the departure, through the stage towns in reverse order. Its
 * prices are the driver's, or by default the outward's leg prices kept inside the reverse
 * pair's ranges.
 */
const cents = intField({ min: 0, max: 100_000 });

export const returnTripInputSchema = z.object({
  date: text()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'doit être une date AAAA-MM-JJ'),
  heure: text().trim(),
  /** The return's whole-route price; the outward's by default (kept in its range). */
  montant_contribution: cents.optional(),
  /** The return's stage prices, in its own order (from the outward's arrival). */
  montants_etapes: z.array(cents).max(8).optional(),
});
export type ReturnTripInput = z.infer<typeof returnTripInputSchema>;

export const returnTexts = {
  beforeArrival: (arrival: string) =>
    `Le retour doit partir après l’arrivée de l’aller (prévue à ${arrival}).`,
  duplicate: 'Vous avez déjà publié un trajet à la date et l’heure du retour.',
  skippedReturn: (reason: string) => `Retour non publié : ${reason}`,
  invalid: (reason: string) => `Retour : ${reason}`,
  seeReturn: 'Voir le retour',
  seeOutward: 'Voir l’aller',
  stagesMismatch: 'Chaque ville étape du retour doit avoir sa participation.',
} as const;

export interface PriceRange {
  min: number;
  max: number;
}

const clamp = (value: number, range: PriceRange) => Math.min(range.max, Math.max(range.min, value));

/**
 * The return's default prices: its whole route at the outward's price, and each stage town at
 * the outward's price from that town to the arrival (the same leg driven back), each kept in
 * the reverse leg's range and below the whole route. `outwardStages` are in the outward's order;
 * the answer's stage prices are in the return's order (reversed), `ranges` in the return's order.
 */
export function defaultReturnPrices(
  outward: { total: number; stages: readonly number[] },
  ranges: { total: PriceRange; stages: readonly PriceRange[] },
): { total: number; stages: number[] } {
  const total = clamp(outward.total, ranges.total);
  const stages = [...outward.stages]
    .reverse()
    .map((amount, i) => Math.min(clamp(outward.total - amount, ranges.stages[i]!), total - 1));
  return { total, stages };
}
