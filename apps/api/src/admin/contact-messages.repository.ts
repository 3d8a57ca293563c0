import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { messages_publics } from '../db/schema';

export async function contactMessageExists(tx: DbOrTx, messageId: number): Promise<boolean> {
  const [existing] = await tx
    .select({ id: messages_publics.id })
    .from(messages_publics)
    .where(eq(messages_publics.id, messageId));
  return existing !== undefined;
}

/** Marks the message handled unless it already was; true when this call marked it. */
export async function markHandledOnce(
  tx: DbOrTx,
  messageId: number,
  adminId: number,
): Promise<boolean> {
  const updated = await tx
    .update(messages_publics)
    .set({ traite_le: new Date(), traite_par: adminId })
    .where(and(eq(messages_publics.id, messageId), isNull(messages_publics.traite_le)))
    .returning({ id: messages_publics.id });
  return updated.length > 0;
}
