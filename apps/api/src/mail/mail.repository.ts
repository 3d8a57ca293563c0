import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emails } from '../db/schema';

export type EmailRow = typeof emails.$inferSelect;

/** Inserts a mail; with a dedup key already used, returns the existing row instead. */
export async function insertEmail(
  db: DbOrTx,
  values: Omit<typeof emails.$inferInsert, 'id' | 'created_at'>,
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(emails)
    .values(values)
    .onConflictDoNothing({ target: emails.dedup_key })
    .returning({ id: emails.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await db
    .select({ id: emails.id })
    .from(emails)
    .where(eq(emails.dedup_key, values.dedup_key!));
  return { id: existing!.id, created: false };
}

export async function findEmail(db: DbOrTx, id: number): Promise<EmailRow | undefined> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  return row;
}

export async function markEmailSent(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(emails)
    .set({
      status: 'SENT',
      sent_at: new Date(),
      attempts: sql`${emails.attempts} + 1`,
      last_error: null,
    })
    .where(eq(emails.id, id));
}

/** A failed attempt: FAILED when it was the last one, otherwise still PENDING (retried). */
export async function markEmailAttemptFailed(
  db: DbOrTx,
  id: number,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(emails)
    .set({
      status: final ? 'FAILED' : 'PENDING',
      attempts: sql`${emails.attempts} + 1`,
      last_error: error,
    })
    .where(eq(emails.id, id));
}
