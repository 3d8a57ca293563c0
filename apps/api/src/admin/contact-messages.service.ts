import type { AppDeps } from '../lib/app-deps';
import { notFound } from '../lib/http-error';
import { recordAdminAction } from '../audit/audit.repository';
import { contactMessageExists, markHandledOnce } from './contact-messages.repository';

export const CONTACT_MESSAGE_UNKNOWN = 'Ce message de contact n’existe pas.';

/** Marks a contact request as handled (once; a second click changes nothing). */
export async function markContactMessageHandled(
  { db }: Pick<AppDeps, 'db'>,
  adminId: number,
  messageId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await contactMessageExists(tx, messageId))) throw notFound(CONTACT_MESSAGE_UNKNOWN);
    if (await markHandledOnce(tx, messageId, adminId)) {
      await recordAdminAction(tx, {
        auteurId: adminId,
        action: 'traiter-message-contact',
        cibleType: 'message_public',
        cibleId: messageId,
      });
    }
  });
}
