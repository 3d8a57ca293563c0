import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { messages_chat, notifications, passagers, trajets, utilisateurs } from '../db/schema';

/** 'absent' (no such trip), 'member' (driver or CONFIRMEE passenger) or 'outsider'. */
export async function chatMembership(
  db: DbOrTx,
  tripId: number,
  userId: number,
): Promise<'absent' | 'member' | 'outsider'> {
  const [trip] = await db
    .select({ driver: trajets.utilisateur_id })
    .from(trajets)
    .where(eq(trajets.id, tripId));
  if (!trip) return 'absent';
  if (trip.driver === userId) return 'member';
  const [booking] = await db
    .select({ n: count() })
    .from(passagers)
    .where(
      and(
        eq(passagers.trajet_id, tripId),
        eq(passagers.utilisateur_id, userId),
        eq(passagers.statut, 'CONFIRMEE'),
      ),
    );
  return (booking?.n ?? 0) > 0 ? 'member' : 'outsider';
}

const chatColumns = {
  id: messages_chat.id,
  texte: messages_chat.texte,
  created_at: messages_chat.created_at,
  utilisateur_id: messages_chat.utilisateur_id,
  prenom: utilisateurs.prenom,
  avatar: utilisateurs.avatar,
};

export type ChatRow = Awaited<ReturnType<typeof listChatMessages>>[number];

/** In order; `afterId` for a reconnecting client's catch-up. */
export async function listChatMessages(db: DbOrTx, tripId: number, afterId: number, limit: number) {
  return db
    .select(chatColumns)
    .from(messages_chat)
    .innerJoin(utilisateurs, eq(utilisateurs.id, messages_chat.utilisateur_id))
    .where(and(eq(messages_chat.trajet_id, tripId), gt(messages_chat.id, afterId)))
    .orderBy(asc(messages_chat.id))
    .limit(limit);
}

/**
 * The message stored in one statement when its author may post: driver or CONFIRMEE passenger
 * of an existing trip, and fewer than `max` messages since `since` (one round trip
 * before the broadcast instead of four). Null when refused; the caller then asks why.
 */
export async function insertChatMessageIfAllowed(
  db: DbOrTx,
  values: { trajet_id: number; utilisateur_id: number; texte: string },
  since: Date,
  max: number,
): Promise<{ id: number; texte: string; created_at: Date; utilisateur_id: number } | null> {
  const { trajet_id: tripId, utilisateur_id: userId, texte } = values;
  const result = await db.execute<{
    id: number;
    texte: string;
    created_at: Date;
    utilisateur_id: number;
  }>(sql`
    insert into messages_chat (trajet_id, utilisateur_id, texte)
    select ${tripId}::int, ${userId}::int, ${texte}::text
    where exists (
        select 1 from trajets t
        where t.id = ${tripId}::int and (t.utilisateur_id = ${userId}::int or exists (
          select 1 from passagers p where p.trajet_id = t.id and p.utilisateur_id = ${userId}::int
            and p.statut = 'CONFIRMEE')))
      and (select count(*) from messages_chat m
           where m.utilisateur_id = ${userId}::int and m.created_at >= ${since.toISOString()}::timestamptz) < ${max}::int
    returning id, texte, created_at, utilisateur_id`);
  const row = result.rows[0];
  return row ? { ...row, created_at: new Date(row.created_at) } : null;
}

/** Who reads the trip's chat: its driver and its confirmed passengers. */
export async function chatMemberIds(db: DbOrTx, tripId: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    select utilisateur_id as id from trajets where id = ${tripId}
    union
    select utilisateur_id from passagers where trajet_id = ${tripId} and statut = 'CONFIRMEE'`);
  return rows.rows.map((row) => Number(row.id));
}

/** Members already told of this chat's messages since `since` (one notification is enough). */
export async function recentlyToldOfChat(
  db: DbOrTx,
  tripId: number,
  userIds: number[],
  since: Date,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: notifications.utilisateur_id })
    .from(notifications)
    .where(
      and(
        eq(notifications.trajet_id, tripId),
        eq(notifications.type_notif_code, CHAT_NOTIFICATION_TYPE),
        inArray(notifications.utilisateur_id, userIds),
        gt(notifications.date_publication, since),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export const CHAT_NOTIFICATION_TYPE = 'NOUVEAU_MESSAGE' as const;
