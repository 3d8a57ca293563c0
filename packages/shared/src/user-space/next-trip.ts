import { z } from 'zod';
import { dataEnvelope } from '../api';

/**
 * « Mon prochain trajet » (docs/decisions/031-installable-app.md): what a member needs at the
 * meeting point, readable offline — where and when, who (first names and verified phones of the
 * people they travel with), the car and its plate, and the booking's state.
 */
const personSchema = z.object({
  prenom: z.string(),
  /** Verified mobile (E.164), only between a driver and their confirmed passengers. */
  telephone: z.string().nullable(),
});

export const nextTripSchema = z.object({
  role: z.enum(['conducteur', 'passager']),
  trajet: z.object({
    id: z.number().int(),
    date: z.string(),
    heure: z.string(),
    depart_le: z.string(),
    arrivee_estimee_le: z.string().nullable(),
    ville_depart: z.string(),
    ville_arrivee: z.string(),
    adresse_depart: z.string(),
    adresse_arrivee: z.string(),
  }),
  /**
   * Where the member gets in and out, with the driver's note: a passenger's boarding and
   * alighting stops (their leg), every stop for the driver.
   */
  arrets: z.array(
    z.object({
      kind: z.enum(['depart', 'etape', 'arrivee']),
      ville: z.string(),
      adresse: z.string().nullable(),
      note: z.string().nullable(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
  /** The passenger's booking; null for the driver. */
  reservation: z
    .object({
      statut: z.enum(['EN_ATTENTE', 'CONFIRMEE']),
      nb_places: z.number().int(),
    })
    .nullable(),
  conducteur: personSchema,
  /** For the driver: every passenger confirmed or waiting (phones of the confirmed only). */
  passagers: z.array(
    personSchema.extend({
      nb_places: z.number().int(),
      statut: z.enum(['EN_ATTENTE', 'CONFIRMEE']),
    }),
  ),
  /** The driver's car (their first one), the plate for the driver and confirmed passengers. */
  voiture: z
    .object({
      marque: z.string(),
      modele: z.string(),
      couleur: z.string(),
      immatriculation: z.string().nullable(),
    })
    .nullable(),
});
export type NextTrip = z.infer<typeof nextTripSchema>;
export const nextTripResponseSchema = dataEnvelope(nextTripSchema.nullable());

export const nextTripTexts = {
  title: 'Mon prochain trajet',
  none: 'Aucun trajet à venir. Vos trajets réservés ou proposés apparaîtront ici.',
  offline: 'Hors connexion : voici votre prochain trajet tel qu’il était à votre dernière visite.',
  pending: 'Demande envoyée, en attente de la réponse du conducteur',
  confirmed: 'Réservation confirmée',
  driving: 'Vous conduisez',
  noPhone: 'téléphone non vérifié',
} as const;
