import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
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

/** Login attempts (pending) and failures of an account or an IP since a date, newest first. */
export async function recentLoginEvents(
  db: DbOrTx,
  by: { email: string } | { ip: string },
  since: Date,
  limit: number,
) {
  return db
    .select({ kind: auth_events.kind, created_at: auth_events.created_at })
    .from(auth_events)
    .where(
      and(
        inArray(auth_events.kind, ['LOGIN_FAILURE', 'LOGIN_ATTEMPT']),
        'email' in by ? eq(auth_events.email, by.email) : eq(auth_events.ip, by.ip),
        gt(auth_events.created_at, since),
      ),
    )
    .orderBy(desc(auth_events.created_at))
    .limit(limit);
}

/** A pending login attempt becomes a failure (no-op once it is no longer pending). */
export async function markAttemptFailed(db: DbOrTx, attemptId: number): Promise<void> {
  await db
    .update(auth_events)
    .set({ kind: 'LOGIN_FAILURE' })
    .where(and(eq(auth_events.id, attemptId), eq(auth_events.kind, 'LOGIN_ATTEMPT')));
}

export async function deleteAuthEvent(db: DbOrTx, eventId: number): Promise<void> {
  await db.delete(auth_events).where(eq(auth_events.id, eventId));
}
