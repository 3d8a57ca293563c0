import { z } from 'zod';
import { dataEnvelope } from '../api';
import type { NotificationType } from './types';

/**
 * The kinds of events a member chooses channels for (docs/decisions/031-installable-app.md):
 * e-mail and push per kind. Everything about a booking is on by default on both; marketing off.
 */
export const NOTIFICATION_CATEGORIES = {
  reservations: {
    libelle: 'Réservations',
    description: 'Demandes, acceptations, refus, paiements, annulations et remboursements',
    email: true,
    push: true,
  },
  messages: {
    libelle: 'Messages',
    description: 'Messages de vos covoitureurs et du conducteur',
    email: true,
    push: true,
  },
  trajets: {
    libelle: 'Vos trajets',
    description: 'Trajet modifié ou annulé, rappel la veille du départ, place libérée',
    email: true,
    push: true,
  },
  alertes: {
    libelle: 'Alertes',
    description: 'Un trajet correspond à l’une de vos alertes',
    email: true,
    push: true,
  },
  avis: {
    libelle: 'Avis',
    description: 'Invitation à laisser un avis, avis reçus et réponses',
    email: true,
    push: true,
  },
  compte: {
    libelle: 'Votre compte et vos gains',
    description: 'Pièce d’identité vérifiée, gains versés, corrections de l’équipe',
    email: true,
    push: true,
  },
  marketing: {
    libelle: 'Nouveautés et offres',
    description: 'Lettre d’information et offres de BonneRoute',
    email: false,
    push: false,
  },
} as const;

export type NotificationCategory = keyof typeof NOTIFICATION_CATEGORIES;
export const NOTIFICATION_CATEGORY_KEYS = Object.keys(NOTIFICATION_CATEGORIES) as [
  NotificationCategory,
  ...NotificationCategory[],
];

const CATEGORY_OF: Record<NotificationType, NotificationCategory> = {
  RESERVATION_CONFIRMEE: 'reservations',
  DEMANDE_RESERVATION: 'reservations',
  RESERVATION_ACCEPTEE: 'reservations',
  RESERVATION_REFUSEE: 'reservations',
  RESERVATION_EXPIREE: 'reservations',
  RESERVATION_ANNULEE: 'reservations',
  PAIEMENT_EFFECTUE: 'reservations',
  PAIEMENT_ECHOUE: 'reservations',
  REMBOURSEMENT: 'reservations',
  TRAJET_ANNULE: 'trajets',
  POINT_RENDEZ_VOUS_MODIFIE: 'trajets',
  TRAJET_MODIFIE: 'trajets',
  TRAJET_MODIFIE_IMPORTANT: 'trajets',
  RAPPEL_VEILLE: 'trajets',
  PLACE_LIBEREE: 'trajets',
  NOUVEAU_MESSAGE: 'messages',
  VERSEMENT_EFFECTUE: 'compte',
  VERSEMENT_EN_ATTENTE: 'compte',
  DOCUMENT_VERIFIE: 'compte',
  DOCUMENT_REFUSE: 'compte',
  COMPTE_CORRIGE: 'compte',
  SIGNALEMENT_DECISION: 'compte',
  AVERTISSEMENT: 'compte',
  BIENVENUE: 'compte',
  AVIS_INVITATION: 'avis',
  AVIS_RAPPEL: 'avis',
  AVIS_RECU: 'avis',
  AVIS_REPONSE: 'avis',
  AVIS_MASQUE: 'avis',
  ALERTE_TRAJET: 'alertes',
  ALERTE_REGROUPEMENT: 'alertes',
};

/** The kind a notification belongs to (a type added later falls under « Votre compte »). */
export function categoryOf(type: NotificationType | string): NotificationCategory {
  return CATEGORY_OF[type as NotificationType] ?? 'compte';
}

export const notificationPreferenceSchema = z.object({
  categorie: z.enum(NOTIFICATION_CATEGORY_KEYS),
  email: z.boolean(),
  push: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesBodySchema = z.object({
  preferences: z.array(notificationPreferenceSchema).min(1).max(NOTIFICATION_CATEGORY_KEYS.length),
});
export const notificationPreferencesResponseSchema = dataEnvelope(
  z.array(notificationPreferenceSchema.extend({ libelle: z.string(), description: z.string() })),
);

/** A browser's PushSubscription as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().trim().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().trim().min(40).max(200),
    auth: z.string().trim().min(8).max(64),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const pushPublicKeyResponseSchema = dataEnvelope(z.object({ cle_publique: z.string() }));
export const pushSubscriptionResponseSchema = dataEnvelope(z.object({ id: z.number().int() }));

export const pushTexts = {
  endpointRefused:
    'Ce service de notifications n’est pas accepté : utilisez un navigateur à jour (Chrome, Firefox, Safari, Edge).',
  enable: 'Activer les notifications sur cet appareil',
  enabled: 'Les notifications sont activées sur cet appareil.',
  denied:
    'Votre navigateur bloque les notifications de BonneRoute : autorisez-les dans ses réglages du site.',
  unsupported: 'Ce navigateur ne reçoit pas de notifications.',
  saved: 'Vos préférences de notification sont enregistrées.',
} as const;

/**
 * The e-mails a member may turn off, by template, and their kind. Others (sign-up, password,
 * account deletion, receipts and statements, the team's notices) always go: they are the
 * account's own or the law's.
 */
export const EMAIL_TEMPLATE_CATEGORIES: Readonly<Record<string, NotificationCategory>> = {
  'confirmation-reservation': 'reservations',
  'nouveau-passager': 'reservations',
  'demande-reservation': 'reservations',
  'demande-envoyee': 'reservations',
  'reservation-acceptee': 'reservations',
  'annulation-passager': 'reservations',
  'annulation-reservation': 'reservations',
  'annulation-trajet': 'trajets',
  'annulation-trajet-conducteur': 'trajets',
  'points-rendez-vous-modifies': 'trajets',
  'trajet-modifie': 'trajets',
  'liste-attente-place': 'trajets',
  'alerte-trajet': 'alertes',
  'alerte-regroupement': 'alertes',
  newsletter: 'marketing',
};
