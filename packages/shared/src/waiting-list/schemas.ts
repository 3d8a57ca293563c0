import { z } from 'zod';
import { dataEnvelope } from '../api';
import { MAX_SEATS_PER_BOOKING } from '../limits';

/** How long a member told of a freed seat holds it before the next in line (minutes). */
export const WAITING_LIST_PRIORITY_MINUTES = 30;

/** POST /api/trajets/{id}/liste-attente: the leg searched (« 0-1 », as the trip page's `troncon`). */
export const waitingListJoinBodySchema = z.object({
  troncon: z
    .string()
    .trim()
    .regex(/^\d{1,2}-\d{1,2}$/)
    .optional(),
  nb_places: z.number().int().min(1).max(MAX_SEATS_PER_BOOKING).default(1),
});
export type WaitingListJoinBody = z.input<typeof waitingListJoinBodySchema>;

export const waitingListStatusSchema = z.enum(['EN_ATTENTE', 'PRIORITE']);

/** My place on a trip's list: null when I am not on it (or no longer). */
export const waitingListEntrySchema = z.object({
  id: z.number().int(),
  trajet_id: z.number().int(),
  statut: waitingListStatusSchema,
  /** 1 for the first in line. */
  rang: z.number().int().min(1),
  nb_places: z.number().int(),
  troncon: z.string().nullable(),
  /** While `PRIORITE`: until when the seats are held for me (ISO instant). */
  priorite_jusqu_a: z.string().nullable(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

export const waitingListResponseSchema = dataEnvelope(waitingListEntrySchema.nullable());
