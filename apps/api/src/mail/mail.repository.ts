import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emails } from '../db/schema';

export type EmailRow = typeof emails.$inferSelect;
export type EmailStatus = 'OUTBOX' | 'PENDING' | 'SENT' | 'FAILED';

export async function insertEmail(
  db: DbOrTx,
  values: Omit<typeof emails.$inferInsert, 'id' | 'created_at'>,
): Promise<number> {
  const [row] = await db.insert(emails).values(values).returning({ id: emails.id });
  return row!.id;
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

export async function markEmailFailed(db: DbOrTx, id: number, error: string): Promise<void> {
  await db
    .update(emails)
    .set({ status: 'FAILED', attempts: sql`${emails.attempts} + 1`, last_error: error })
    .where(eq(emails.id, id));
}
