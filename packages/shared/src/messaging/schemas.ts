import { z } from 'zod';
import { intField, text } from '../api';
import {
  CHAT_MESSAGE_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  TRIP_MESSAGE_MAX,
} from './limits';
import { messagingTexts } from './texts';

/** A message text: trimmed, not empty, at most `max` characters (counted after trimming). */
export function messageText(max: number) {
  return text({ multiline: true, error: messagingTexts.emptyMessage })
    .trim()
    .min(1, messagingTexts.emptyMessage)
    .max(max, messagingTexts.messageTooLong(max));
}

const flag = z.preprocess(
  (value) => (value === '1' || value === 1 || value === true || value === 'true' ? 1 : 0),
  z.union([z.literal(0), z.literal(1)]),
);

/**
 * docs/product/messaging.md POST /trajets/{id}/messages: trajet_id, utilisateur_id, destinataire_id, objet, message,
 * is_public. The sender is always the session's user (a sent utilisateur_id is ignored); the trip
 * is the path's.
 */
export const sendTripMessageBodySchema = z.object({
  trajet_id: z.unknown().optional(),
  utilisateur_id: z.unknown().optional(),
  destinataire_id: intField({ min: 1 }).optional(),
  objet: text().trim().max(120).optional(),
  message: messageText(TRIP_MESSAGE_MAX),
  is_public: flag.optional(),
});
/** What a member types in a message form: the body's `message`, checked by the same rule. */
export const tripMessageFormSchema = sendTripMessageBodySchema.pick({ message: true });

export const userSummarySchema = z.object({
  id: z.number().int(),
  prenom: z.string(),
  avatar: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** docs/product/messaging.md Trip message, with expediteur and datetime on read. */
export const tripMessageSchema = z.object({
  id: z.number().int(),
  trajet_id: z.number().int(),
  utilisateur_id: z.number().int(),
  destinataire_id: z.number().int(),
  objet: z.string(),
  message: z.string(),
  is_public: z.union([z.literal(0), z.literal(1)]),
  /** Its contact details were masked before a booking (docs/product/messaging.md). */
  coordonnees_masquees: z.boolean(),
  datetime: z.string(),
  expediteur: userSummarySchema,
  destinataire: userSummarySchema,
  trajet: z.object({
    id: z.number().int(),
    ville_depart: z.string(),
    ville_arrivee: z.string(),
    date: z.string(),
    conducteur_id: z.number().int(),
  }),
});
export type TripMessage = z.infer<typeof tripMessageSchema>;

export const tripMessageListSchema = z.object({ data: z.array(tripMessageSchema) });
/** `meta.avis`: why the sender's contact details were masked, to show under the composer. */
export const tripMessageCreatedSchema = z.object({
  data: tripMessageSchema,
  meta: z.object({ coordonnees_masquees: z.boolean(), avis: z.string().nullable() }),
});

/** docs/product/messaging.md Chat message: text, prenom, time ("yyyy-mm-dd hh:mm:ss"), avatar, utilisateur_id. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  prenom: z.string(),
  time: z.string(),
  avatar: z.string().nullable(),
  utilisateur_id: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.object({ data: z.array(chatMessageSchema) });
export const chatMessageCreatedSchema = z.object({ data: chatMessageSchema });

/** docs/product/messaging.md POST /message-chat-covoiturage/{id}: texte, utilisateur_id (ignored: the session's). */
export const sendChatMessageBodySchema = z.object({
  texte: messageText(CHAT_MESSAGE_MAX),
  utilisateur_id: z.unknown().optional(),
});
/** What a member types in the chat (and a help-bot question): the body's `texte`, same rule. */
export const chatMessageFormSchema = sendChatMessageBodySchema.pick({ texte: true });

/** Catch-up after a reconnection: only messages after the last one the client has. */
export const chatMessagesQuerySchema = z.object({
  apres: intField({ min: 0 }).optional(),
});

/** docs/product/messaging.md POST /admin/public-message: nom, email, message (limits). */
export const publicMessageBodySchema = z.object({
  nom: text().trim().min(1, 'Indiquez votre nom.').max(CONTACT_NAME_MAX),
  email: text()
    .trim()
    .max(CONTACT_EMAIL_MAX)
    .pipe(z.email('Cette adresse e-mail n’est pas valide.')),
  message: messageText(CONTACT_MESSAGE_MAX),
});
export type PublicMessageBody = z.infer<typeof publicMessageBodySchema>;
