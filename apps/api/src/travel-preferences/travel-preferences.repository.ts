import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { utilisateurs } from '../db/schema';

/** A member's stored preferences (jsonb, null: never said), or undefined for no such member. */
export async function findUserPreferences(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ preferences: utilisateurs.preferences })
    .from(utilisateurs)
    .where(and(eq(utilisateurs.id, userId), isNull(utilisateurs.supprime_le)));
  return row;
}

export async function saveUserPreferences(db: DbOrTx, userId: number, preferences: object) {
  await db.update(utilisateurs).set({ preferences }).where(eq(utilisateurs.id, userId));
}
