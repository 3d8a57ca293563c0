import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
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

export async function listPublicMessages(db: DbOrTx, request: PageRequest) {
  return selectPage(
    request,
    db
      .select()
      .from(messages_publics)
      .orderBy(desc(messages_publics.created_at), desc(messages_publics.id))
      .$dynamic(),
    db.select({ total: count() }).from(messages_publics),
  );
}
