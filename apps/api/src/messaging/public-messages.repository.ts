import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { messages_publics } from '../db/schema';

export async function insertPublicMessage(
  db: DbOrTx,
  values: typeof messages_publics.$inferInsert,
) {
  const [row] = await db.insert(messages_publics).values(values).returning();
  return row!;
}

export async function countRecentPublicMessagesFrom(db: DbOrTx, ip: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(messages_publics)
    .where(and(eq(messages_publics.ip, ip), gte(messages_publics.created_at, since)));
  return row?.n ?? 0;
}

export async function listPublicMessages(db: DbOrTx, page: number, perPage: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(messages_publics)
      .orderBy(desc(messages_publics.created_at), desc(messages_publics.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(messages_publics),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
