import { adminTexts } from '@bonneroute/shared/admin';
import type { AuthDeps } from '../auth/auth-deps';
import { queueRegistrationReminder } from '../auth/registration.service';
import { recordAdminAction } from '../audit/audit.repository';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFound, unprocessable } from '../lib/http-error';
import type { PageRequest } from '@bonneroute/shared/api';
import type { AppDeps } from '../lib/app-deps';
import {
  hasReminderInSession,
  insertReminder,
  listPendingRegistrations,
  lockRegistrant,
} from './registrations.repository';

/**
 * POST /admin/inscriptions: one reminder per user per admin session (docs/product/admin.md). The reminder row,
 * the new validation link, the queued mail and the audit entry commit together.
 */
export async function remindRegistration(
  deps: AuthDeps,
  admin: { id: number; sessionId: number | null },
  utilisateurId: number,
): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const user = await lockRegistrant(tx, utilisateurId);
      if (!user) throw notFound(adminTexts.unknownUser);
      if (user.activated) throw unprocessable(adminTexts.reminderAccountActivated);
      if (await hasReminderInSession(tx, user.id, admin.sessionId))
        throw conflict(adminTexts.reminderAlreadySent, 'already_reminded');
      const reminderId = await insertReminder(tx, {
        utilisateur_id: user.id,
        session_id: admin.sessionId,
        auteur_id: admin.id,
      });
      await queueRegistrationReminder(tx, deps, user, `relance-inscription:${reminderId}`);
      await recordAdminAction(tx, {
        auteurId: admin.id,
        action: 'relancer-inscription',
        cibleType: 'utilisateur',
        cibleId: user.id,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(adminTexts.reminderAlreadySent, 'already_reminded');
    throw error;
  }
}

/** docs/product/admin.md the registrations whose e-mail is not validated yet, with this session's reminders. */
export async function pagePendingRegistrations(
  deps: Pick<AppDeps, 'db'>,
  sessionId: number | null,
  page: PageRequest,
) {
  return listPendingRegistrations(deps.db, sessionId, page);
}
