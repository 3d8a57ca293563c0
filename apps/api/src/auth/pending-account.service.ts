import { authTexts } from '@bonneroute/shared/auth';
import { takeAdvisoryLock } from '../lib/advisory-lock';
import { conflict } from '../lib/http-error';
import type { DbOrTx } from '../db/client';
import { revokeUserSessions } from './session.repository';
import { deleteUserTokens } from './user-token.repository';
import { replacePendingUser, type UserRecord } from './user.repository';

/**
 * An address registered but never validated belongs to nobody yet: a new sign-up with it (or a
 * Google identity proving it) replaces what the first one typed, so that whoever validated the
 * address would never get someone else's password (docs/decisions/020-registration-and-floods.md).
 *
 * In the caller's transaction: every link sent before (validation, reset) is forgotten (404, as
 * a link never sent) and any session is closed, then the account takes the new values. The links
 * go first, in the order a validation click takes its locks (link, then account), so the two
 * never deadlock; the lock of resends is held too, so a link issued meanwhile cannot outlive the
 * change.
 * A validation that won the race leaves an activated account: 409, nothing replaced.
 */
export async function replacePendingAccount(
  tx: DbOrTx,
  pending: Pick<UserRecord, 'id'>,
  values: Parameters<typeof replacePendingUser>[2],
): Promise<UserRecord> {
  await takeAdvisoryLock(tx, `lien:validation:${pending.id}`);
  await deleteUserTokens(tx, pending.id);
  await revokeUserSessions(tx, pending.id);
  const replaced = await replacePendingUser(tx, pending.id, values);
  if (!replaced) throw conflict(authTexts.emailTaken, 'email_taken');
  return replaced;
}
