import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { messages_publics } from '../db/schema';
import { notFound } from '../lib/http-error';
import { recordAdminAction } from '../audit/audit.repository';

export const CONTACT_MESSAGE_UNKNOWN = 'Ce message de contact n’existe pas.';

/** Marks a contact request as handled (once; a second click changes nothing). */
export async function markContactMessageHandled(
  db: Database,
  adminId: number,
  messageId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: messages_publics.id })
      .from(messages_publics)
      .where(eq(messages_publics.id, messageId));
    if (!existing) throw notFound(CONTACT_MESSAGE_UNKNOWN);
    const updated = await tx
      .update(messages_publics)
      .set({ traite_le: new Date(), traite_par: adminId })
      .where(and(eq(messages_publics.id, messageId), isNull(messages_publics.traite_le)))
      .returning({ id: messages_publics.id });
    if (updated.length > 0) {
      await recordAdminAction(tx, {
        auteurId: adminId,
        action: 'traiter-message-contact',
        cibleType: 'message_public',
        cibleId: messageId,
      });
    }
  });
}
