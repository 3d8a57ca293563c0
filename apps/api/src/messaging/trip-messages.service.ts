import {
  messagingTexts,
  TRIP_MESSAGE_WINDOW_MS,
  TRIP_MESSAGES_PER_WINDOW,
  type TripMessage,
} from '@bonneroute/shared/messaging';
import { type z } from 'zod';
import type { sendTripMessageBodySchema } from '@bonneroute/shared/messaging';
import type { SessionUser } from '../auth/session.repository';
import { withAdvisoryLocks } from '../lib/advisory-lock';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import {
  countRecentTripMessagesBy,
  findDetailedMessage,
  findTripForMessages,
  hasConfirmedBooking,
  hasWrittenAbout,
  insertTripMessage,
  listTripMessagesFor,
  listUserMessages,
  type DetailedTripMessage,
} from './trip-messages.repository';
import type { AppDeps } from '../lib/app-deps';
import { blockTexts } from '@bonneroute/shared/blocks';
import { maskContactDetails } from '@bonneroute/shared/contact-details';
import { assertNotBlocked } from '../blocks/blocks.service';

type Body = z.output<typeof sendTripMessageBodySchema>;

export function toWireMessage(row: DetailedTripMessage): TripMessage {
  const { message } = row;
  return {
    id: message.id,
    trajet_id: message.trajet_id,
    utilisateur_id: message.utilisateur_id,
    destinataire_id: message.destinataire_id,
    objet: message.objet,
    message: message.message,
    is_public: message.is_public ? 1 : 0,
    coordonnees_masquees: message.coordonnees_masquees,
    datetime: message.created_at.toISOString(),
    expediteur: row.expediteur,
    destinataire: row.destinataire,
    trajet: row.trajet,
  };
}

/**
 * A question to the driver (docs/product/messaging.md: trip detail dialog), or the driver's answer to someone who
 * wrote about the trip. The recipient is notified in the same transaction; the live bubble after.
 * Refused between members one of whom blocked the other. Until the passenger's booking on the
 * trip is confirmed, contact details in either direction are masked, and stored masked: what
 * was held back never leaks later (docs/product/messaging.md « Coordonnées masquées »).
 */
export async function sendTripMessage(
  deps: AppDeps,
  user: SessionUser,
  tripId: number,
  body: Body,
): Promise<{ message: TripMessage; masked: boolean }> {
  const trip = await findTripForMessages(deps.db, tripId);
  if (!trip) throw notFound(messagingTexts.tripNotFound);
  const isDriver = trip.utilisateur_id === user.id;
  let recipientId = trip.utilisateur_id;
  if (isDriver) {
    if (body.destinataire_id === undefined || body.destinataire_id === user.id)
      throw unprocessable(messagingTexts.ownTrip, '/body/destinataire_id');
    if (!(await hasWrittenAbout(deps.db, tripId, body.destinataire_id, user.id)))
      throw unprocessable(messagingTexts.unknownRecipient, '/body/destinataire_id');
    recipientId = body.destinataire_id;
  }
  // Counted and written under one lock per author: a burst cannot pass the limit.
  const lock = [`messages-trajet:auteur:${user.id}`];
  const { row, notifications } = await withAdvisoryLocks(deps.db, lock, async (tx) => {
    await assertNotBlocked(tx, user.id, recipientId, blockTexts.messageRefused);
    const passengerId = isDriver ? recipientId : user.id;
    const open = await hasConfirmedBooking(tx, tripId, passengerId);
    const text = open ? { text: body.message, masked: false } : maskContactDetails(body.message);
    const subject = body.objet || messagingTexts.informationRequestSubject;
    const objet = open ? { text: subject, masked: false } : maskContactDetails(subject);
    const since = new Date(Date.now() - TRIP_MESSAGE_WINDOW_MS);
    if ((await countRecentTripMessagesBy(tx, user.id, since)) >= TRIP_MESSAGES_PER_WINDOW)
      throw new HttpError(429, messagingTexts.tripMessagesFlood, 'rate_limited');
    const inserted = await insertTripMessage(tx, {
      trajet_id: tripId,
      utilisateur_id: user.id,
      destinataire_id: recipientId,
      objet: objet.text.slice(0, 120),
      message: text.text,
      is_public: body.is_public !== 0,
      coordonnees_masquees: text.masked || objet.masked,
    });
    const created = await deps.notifications.create(tx, [
      {
        utilisateur_id: recipientId,
        type: 'NOUVEAU_MESSAGE',
        trajet_id: tripId,
        details: `${user.prenom} : ${trip.ville_depart} → ${trip.ville_arrivee}`,
      },
    ]);
    return { row: inserted, notifications: created };
  });
  await deps.notifications.announce(notifications);
  const detailed = await findDetailedMessage(deps.db, row.id);
  return { message: toWireMessage(detailed!), masked: row.coordonnees_masquees };
}

const USER_MESSAGES_LIMIT = 100;

/** The trip's messages the user wrote or received (all of them for the driver). */
export async function listTripMessages(deps: Pick<AppDeps, 'db'>, tripId: number, userId: number) {
  const trip = await findTripForMessages(deps.db, tripId);
  if (!trip) throw notFound(messagingTexts.tripNotFound);
  const rows = await listTripMessagesFor(deps.db, trip.id, userId);
  return rows.map(toWireMessage);
}

/** The messages the user wrote or received, newest first. */
export async function listMessagesOfUser(deps: Pick<AppDeps, 'db'>, userId: number) {
  const rows = await listUserMessages(deps.db, userId, USER_MESSAGES_LIMIT);
  return rows.map(toWireMessage);
}
