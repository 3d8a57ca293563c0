import { and, asc, count, eq, gt, gte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { messages_chat, passagers, trajets, utilisateurs } from '../db/schema';

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

export async function insertChatMessage(
  db: DbOrTx,
  values: { trajet_id: number; utilisateur_id: number; texte: string },
) {
  const [row] = await db.insert(messages_chat).values(values).returning();
  return row!;
}

export async function countRecentChatMessagesBy(db: DbOrTx, userId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(messages_chat)
    .where(and(eq(messages_chat.utilisateur_id, userId), gte(messages_chat.created_at, since)));
  return row?.n ?? 0;
}
