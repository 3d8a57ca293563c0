import { z } from 'zod';
import { intField, text } from '../api';

/** docs/product/trips-and-search.md#regular-trips: the series' calls. */
export const seriesIdParams = z.object({ id: intField({ min: 1 }) });

/** POST /series/{id}/annulation: every date still to come cancelled as one trip would be. */
export const seriesCancelResponseSchema = z.object({
  data: z.object({
    /** The trips cancelled by this call (a date already cancelled or gone is not). */
    annules: z.array(z.number().int()),
    /** Given back to the passengers' cards, in cents. */
    rembourse: z.number().int(),
    message: z.string(),
  }),
});

/** PUT /series/{id}: the time, the price or the seats of every date still to come. */
export const seriesUpdateBodySchema = z.object({
  heure: text().trim().optional(),
  montant_contribution: intField({ min: 0, max: 100_000 }).optional(),
  nb_places_proposees: intField({ min: 1, max: 8 }).optional(),
});
export type SeriesUpdateBody = z.infer<typeof seriesUpdateBodySchema>;

export const seriesUpdateResponseSchema = z.object({
  data: z.object({
    /** The trips changed. */
    modifies: z.array(z.number().int()),
    /** The dates left as they were, each with its French reason. */
    dates_non_modifiees: z.array(
      z.object({ trajet_id: z.number().int(), date: z.string(), motif: z.string() }),
    ),
    message: z.string(),
  }),
});

export const seriesTexts = {
  notFound: 'Ce trajet régulier n’existe pas.',
  notOwner: 'Seul le conducteur peut modifier ce trajet régulier.',
  nothingToCancel: 'Aucune date à venir de ce trajet régulier n’est encore à annuler.',
  cancelled: (n: number) =>
    n === 0
      ? 'Aucune date n’était plus à annuler.'
      : `${n} date${n >= 2 ? 's' : ''} annulée${n >= 2 ? 's' : ''} : vos passagers sont remboursés et prévenus.`,
  nothingToUpdate: 'Indiquez l’heure, la participation ou le nombre de places.',
  updated: (n: number) => `${n} date${n >= 2 ? 's' : ''} modifiée${n >= 2 ? 's' : ''}.`,
  seatsBelowBooked: (booked: number) =>
    `Déjà ${booked} place${booked >= 2 ? 's' : ''} réservée${booked >= 2 ? 's' : ''} : le nombre de places ne peut pas descendre en dessous.`,
  seatsLocked: 'Une réservation est confirmée : le nombre de places de cette date ne change plus.',
  collides: 'Vous avez déjà un autre trajet à cette date et cette heure.',
  cancelAll: 'Annuler toutes les dates à venir',
  editAll: 'Modifier toutes les dates à venir',
} as const;
