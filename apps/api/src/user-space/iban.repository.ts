import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ibans } from '../db/schema';

export type IbanRow = typeof ibans.$inferSelect;
type IbanValues = Omit<IbanRow, 'id' | 'utilisateur_id' | 'created_at' | 'updated_at'>;

export async function findIban(db: DbOrTx, userId: number): Promise<IbanRow | undefined> {
  const [row] = await db.select().from(ibans).where(eq(ibans.utilisateur_id, userId)).limit(1);
  return row;
}

export async function upsertIban(db: DbOrTx, userId: number, values: IbanValues) {
  const [row] = await db
    .insert(ibans)
    .values({ utilisateur_id: userId, ...values })
    .onConflictDoUpdate({
      target: ibans.utilisateur_id,
      set: { ...values, updated_at: new Date() },
    })
    .returning();
  return row!;
}
