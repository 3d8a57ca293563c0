import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ibans, telephones, utilisateurs } from '../db/schema';

/** The account, locked until the correction commits. */
export async function lockUser(tx: DbOrTx, userId: number) {
  const [user] = await tx
    .select()
    .from(utilisateurs)
    .where(eq(utilisateurs.id, userId))
    .for('update');
  return user;
}

export async function updateUserFields(
  tx: DbOrTx,
  userId: number,
  values: Partial<
    Pick<typeof utilisateurs.$inferInsert, 'nom' | 'prenom' | 'sexe' | 'date_naissance' | 'avatar'>
  >,
): Promise<void> {
  await tx
    .update(utilisateurs)
    .set({ ...values, updated_at: new Date() })
    .where(eq(utilisateurs.id, userId));
}

/** Removes the member's phone; answers the removed row (undefined when there was none). */
export async function deletePhoneOf(tx: DbOrTx, userId: number) {
  const [phone] = await tx
    .delete(telephones)
    .where(eq(telephones.utilisateur_id, userId))
    .returning();
  return phone;
}

/** Removes the member's IBAN; answers the removed row (undefined when there was none). */
export async function deleteIbanOf(tx: DbOrTx, userId: number) {
  const [iban] = await tx.delete(ibans).where(eq(ibans.utilisateur_id, userId)).returning();
  return iban;
}
