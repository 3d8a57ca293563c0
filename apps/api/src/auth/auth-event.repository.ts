import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auth_events } from '../db/schema';

export type AuthEventKind = 'LOGIN_ATTEMPT' | 'LOGIN_FAILURE' | 'EMAIL_CHECK';

export async function recordAuthEvent(
  db: DbOrTx,
  values: { kind: AuthEventKind; email?: string | null; ip?: string | null },
): Promise<number> {
  const [row] = await db.insert(auth_events).values(values).returning({ id: auth_events.id });
  return row!.id;
}

/** The newest `limit` events of one account or one IP since `since`, newest first. */
export async function recentAuthEvents(
  db: DbOrTx,
  kind: AuthEventKind,
  by: { email: string } | { ip: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const key = 'email' in by ? eq(auth_events.email, by.email) : eq(auth_events.ip, by.ip);
  const rows = await db
    .select({ created_at: auth_events.created_at })
    .from(auth_events)
    .where(and(eq(auth_events.kind, kind), key, gt(auth_events.created_at, since)))
    .orderBy(desc(auth_events.created_at))
    .limit(limit);
  return rows.map((row) => row.created_at);
}

export async function deleteAuthEvents(
  db: DbOrTx,
  kind: AuthEventKind,
  email: string,
): Promise<void> {
  await db.delete(auth_events).where(and(eq(auth_events.kind, kind), eq(auth_events.email, email)));
}

export async function pruneAuthEvents(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(auth_events).where(lt(auth_events.created_at, before));
}
