import { authTexts, type ResetBody } from '@bonneroute/shared/auth';
import { withAdvisoryLocks } from '../lib/advisory-lock';
import { HttpError, badRequest, unprocessable } from '../lib/http-error';
import { passwordResetEmail } from '../mail/templates';
import type { AuthDeps } from './auth-deps';
import {
  MAIL_RESEND_DELAY_MS,
  newLinkSecret,
  RESET_LINK_TTL_MINUTES,
  resetLink,
} from './one-time-links';
import { hashPassword } from './password';
import { revokeUserSessions } from './session.repository';
import { hashToken } from './session-token';
import { clearLoginFailures } from './throttle';
import {
  consumeUserToken,
  insertUserToken,
  invalidateUserTokens,
  lastUserTokenAt,
} from './user-token.repository';
import { findUserByEmail, updateUser } from './user.repository';

/** POST /password/forgot (docs/product/accounts.md): only an activated account receives a reset link. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.activated) {
    throw unprocessable(authTexts.forgotNotActivated, undefined, 'not_activated');
  }
  // One new link a minute, even for requests arriving together.
  const secret = await withAdvisoryLocks(deps.db, [`lien:reset:${user.id}`], async (tx) => {
    const last = await lastUserTokenAt(tx, user.id, 'PASSWORD_RESET');
    if (last && Date.now() - last.getTime() < MAIL_RESEND_DELAY_MS) {
      throw new HttpError(429, authTexts.mailTooSoon, 'mail_too_soon');
    }
    const link = newLinkSecret();
    await insertUserToken(tx, {
      utilisateur_id: user.id,
      purpose: 'PASSWORD_RESET',
      token_hash: link.hash,
      expires_at: new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60_000),
    });
    return link.secret;
  });
  const mail = passwordResetEmail({
    prenom: user.prenom,
    link: resetLink(deps.siteUrl, secret, user.email),
    siteUrl: deps.siteUrl,
    validMinutes: RESET_LINK_TTL_MINUTES,
  });
  await deps.mail.send({
    to: user.email,
    ...mail,
    template: 'password-reset',
    utilisateurId: user.id,
    secrets: [secret],
  });
}

/**
 * POST /password/reset (docs/product/accounts.md: status 400 = expired link). The link works once, for the
 * address it was sent to; the new password closes every session and every other reset link.
 */
export async function resetPassword(deps: AuthDeps, body: ResetBody): Promise<number> {
  const user = await findUserByEmail(deps.db, body.email);
  const passwordHash = await hashPassword(body.password);
  return deps.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, 'PASSWORD_RESET', hashToken(body.token));
    if (userId === null || userId !== user?.id) {
      throw badRequest(authTexts.resetExpired, 'link_expired');
    }
    await updateUser(tx, userId, { password_hash: passwordHash });
    await invalidateUserTokens(tx, userId, 'PASSWORD_RESET');
    await revokeUserSessions(tx, userId);
    await clearLoginFailures(tx, body.email);
    return userId;
  });
}
