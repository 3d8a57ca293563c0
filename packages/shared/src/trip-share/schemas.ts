import { z } from 'zod';
import { dataEnvelope } from '../api';

/** A share link answers until this long after the trip's estimated arrival (hours). */
export const TRIP_SHARE_HOURS_AFTER_ARRIVAL = 2;
/** The sharer's phone sends its position this often (seconds) while sharing is on. */
export const TRIP_SHARE_POSITION_SECONDS = 30;
/** A position is kept (and accepted) until this long after the estimated arrival (minutes). */
export const TRIP_SHARE_POSITION_GRACE_MINUTES = 30;

export const tripShareBodySchema = z.object({ position: z.boolean().default(false) });
export type TripShareBody = z.input<typeof tripShareBodySchema>;

export const tripShareCreatedSchema = dataEnvelope(
  z.object({
    url: z.string(),
    /** The secret part of the link: the sharer's phone sends its position with it. */
    token: z.string(),
    position: z.boolean(),
    expire_le: z.string(),
  }),
);

export const sharedPositionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Accuracy radius in metres, as the phone gives it. */
  precision: z.number().min(0).max(100_000).nullable().default(null),
});
export type SharedPositionBody = z.input<typeof sharedPositionSchema>;

export const sharedPositionEventSchema = sharedPositionSchema.extend({
  precision: z.number().nullable(),
  le: z.string(),
});
export type SharedPosition = z.infer<typeof sharedPositionEventSchema>;

const stopSchema = z.object({
  kind: z.enum(['depart', 'etape', 'arrivee']),
  ville: z.string(),
  adresse: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** « 08:15 » (Paris): the departure's, else estimated from the distance along the route. */
  heure: z.string().nullable(),
});

/** GET /api/suivi/{token}: what a relative sees of the trip. */
export const sharedTripSchema = z.object({
  trajet: z.object({
    id: z.number().int(),
    date: z.string(),
    heure: z.string(),
    ville_depart: z.string(),
    ville_arrivee: z.string(),
    arrivee_estimee_le: z.string().nullable(),
  }),
  conducteur: z.object({ prenom: z.string(), avatar: z.string().nullable() }),
  voiture: z
    .object({
      marque: z.string(),
      modele: z.string(),
      couleur: z.string(),
      immatriculation: z.string().nullable(),
    })
    .nullable(),
  arrets: z.array(stopSchema),
  /** The sharer's first name and whether they share their position. */
  partage_par: z.string(),
  partage_position: z.boolean(),
  position: sharedPositionEventSchema.nullable(),
  /** The socket channel the live position comes on (null without position). */
  canal: z.string().nullable(),
  expire_le: z.string(),
});
export type SharedTrip = z.infer<typeof sharedTripSchema>;
export const sharedTripResponseSchema = dataEnvelope(sharedTripSchema);
