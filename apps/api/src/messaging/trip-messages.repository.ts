import { and, count, desc, eq, gte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { messages, passagers, trajets, utilisateurs } from '../db/schema';

export async function findTripForMessages(db: DbOrTx, tripId: number) {
  const [row] = await db
    .select({
      id: trajets.id,
      utilisateur_id: trajets.utilisateur_id,
      ville_depart: trajets.ville_depart,
      ville_arrivee: trajets.ville_arrivee,
      date: trajets.date,
    })
    .from(trajets)
    .where(eq(trajets.id, tripId));
  return row ?? null;
}

export async function insertTripMessage(db: DbOrTx, values: typeof messages.$inferInsert) {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

export async function countRecentTripMessagesBy(db: DbOrTx, userId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.utilisateur_id, userId), gte(messages.created_at, since)));
  return row?.n ?? 0;
}

/** Has `from` written to `to` about this trip (a driver may only answer people who wrote)? */
export async function hasWrittenAbout(db: DbOrTx, tripId: number, from: number, to: number) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.trajet_id, tripId),
        eq(messages.utilisateur_id, from),
        eq(messages.destinataire_id, to),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Whether the member holds a CONFIRMEE booking on the trip (accepted, or paid on an automatic trip). */
export async function hasConfirmedBooking(db: DbOrTx, tripId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(passagers)
    .where(
      and(
        eq(passagers.trajet_id, tripId),
        eq(passagers.utilisateur_id, userId),
        eq(passagers.statut, 'CONFIRMEE'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

const sender = alias(utilisateurs, 'expediteur');
const recipient = alias(utilisateurs, 'destinataire');

function selectDetailed(db: DbOrTx) {
  return db
    .select({
      message: messages,
      expediteur: { id: sender.id, prenom: sender.prenom, avatar: sender.avatar },
      destinataire: { id: recipient.id, prenom: recipient.prenom, avatar: recipient.avatar },
      trajet: {
        id: trajets.id,
        ville_depart: trajets.ville_depart,
        ville_arrivee: trajets.ville_arrivee,
        date: trajets.date,
        conducteur_id: trajets.utilisateur_id,
      },
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.utilisateur_id))
    .innerJoin(recipient, eq(recipient.id, messages.destinataire_id))
    .innerJoin(trajets, eq(trajets.id, messages.trajet_id));
}

export type DetailedTripMessage = Awaited<ReturnType<typeof listUserMessages>>[number];

/** The messages of a trip the user sent or received (the driver: all of the trip's). */
export async function listTripMessagesFor(db: DbOrTx, tripId: number, userId: number) {
  return selectDetailed(db)
    .where(
      and(
        eq(messages.trajet_id, tripId),
        or(
          eq(messages.utilisateur_id, userId),
          eq(messages.destinataire_id, userId),
          eq(trajets.utilisateur_id, userId),
        ),
      ),
    )
    .orderBy(messages.created_at, messages.id);
}

export async function listUserMessages(db: DbOrTx, userId: number, limit: number) {
  return selectDetailed(db)
    .where(or(eq(messages.utilisateur_id, userId), eq(messages.destinataire_id, userId)))
    .orderBy(desc(messages.created_at), desc(messages.id))
    .limit(limit);
}

export async function findDetailedMessage(db: DbOrTx, id: number) {
  const [row] = await selectDetailed(db).where(eq(messages.id, id));
  return row ?? null;
}
