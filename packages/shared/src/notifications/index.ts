import { z } from 'zod';
import { idSchema, paginationMetaSchema } from '../api';

export * from './types';
import { NOTIFICATION_TYPES, type NotificationType } from './types';

/** Where a notification leads, when it asks for something (the review pages). */
export const NOTIFICATION_ACTIONS: Partial<
  Record<NotificationType, { label: string; path: string }>
> = {
  AVIS_INVITATION: { label: 'Laisser un avis', path: '/utilisateurs/avis?onglet=a-ecrire' },
  AVIS_RAPPEL: { label: 'Laisser un avis', path: '/utilisateurs/avis?onglet=a-ecrire' },
  AVIS_RECU: { label: 'Voir mes avis reçus', path: '/utilisateurs/avis?onglet=recus' },
  AVIS_REPONSE: { label: 'Voir mes avis donnés', path: '/utilisateurs/avis?onglet=donnes' },
  AVIS_MASQUE: { label: 'Voir mes avis donnés', path: '/utilisateurs/avis?onglet=donnes' },
  COMPTE_CORRIGE: { label: 'Voir mes informations', path: '/utilisateurs/infos' },
  SIGNALEMENT_DECISION: { label: 'Voir mes signalements', path: '/utilisateurs/signalements' },
  AVERTISSEMENT: { label: 'Voir mes signalements', path: '/utilisateurs/signalements' },
  ALERTE_TRAJET: { label: 'Gérer mes alertes', path: '/utilisateurs/alertes' },
  ALERTE_REGROUPEMENT: { label: 'Gérer mes alertes', path: '/utilisateurs/alertes' },
};
export const notificationTypeSchema = z.enum(
  Object.keys(NOTIFICATION_TYPES) as [NotificationType, ...NotificationType[]],
);

export const notificationSchema = z.object({
  id: z.number().int(),
  date_publication: z.string(),
  type_notif_code: notificationTypeSchema,
  libelle: z.string(),
  /** A sentence with the context (who, which trip), written when the notification is created. */
  details: z.string().nullable(),
  trajet_id: z.number().int().nullable(),
  lu: z.union([z.literal(0), z.literal(1)]),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: paginationMetaSchema.extend({ unread: z.number().int() }),
});

export const markNotificationsReadBodySchema = z.object({
  /** The notifications seen; absent means all of them. */
  ids: z.array(idSchema).max(200).optional(),
});

export const unreadCountResponseSchema = z.object({ data: z.object({ unread: z.number().int() }) });
export * from './preferences';
