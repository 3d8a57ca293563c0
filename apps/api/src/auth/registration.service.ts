import { authTexts, consentRecord, type RegisterBody } from '@bonneroute/shared/auth';
import type { DbOrTx } from '../db/client';
import { withAdvisoryLocks } from '../lib/advisory-lock';
import { conflict, HttpError, notFound, unprocessable } from '../lib/http-error';
import { registrationReminderEmail, validationEmail } from '../mail/templates';
import type { AuthDeps } from './auth-deps';
import {
  MAIL_RESEND_DELAY_MS,
  newLinkSecret,
  VALIDATION_LINK_TTL_DAYS,
  validationLink,
} from './one-time-links';
import { hashPassword } from './password';
import { hashToken } from './session-token';
import {
  consumeUserToken,
  insertUserToken,
  isTokenOwnerActivated,
  lastUserTokenAt,
} from './user-token.repository';
import { findUserByEmail, insertUser, updateUser, type UserRecord } from './user.repository';
import { replacePendingAccount } from './pending-account.service';
import { isUniqueViolation } from '../db/errors';

const DAY_MS = 24 * 3600_000;

/** A validation link for the user, stored hashed; the caller sends it. */
async function issueValidationLink(
  db: DbOrTx,
  siteUrl: string,
  user: Pick<UserRecord, 'id' | 'prenom'>,
): Promise<{ link: string; secret: string }> {
  const { secret, hash } = newLinkSecret();
  await insertUserToken(db, {
    utilisateur_id: user.id,
    purpose: 'EMAIL_VALIDATION',
    token_hash: hash,
    expires_at: new Date(Date.now() + VALIDATION_LINK_TTL_DAYS * DAY_MS),
  });
  return { link: validationLink(siteUrl, secret, user.prenom), secret };
}

async function sendValidationMail(
  deps: AuthDeps,
  user: Pick<UserRecord, 'id' | 'email' | 'prenom'>,
  { link, secret }: { link: string; secret: string },
): Promise<void> {
  const mail = validationEmail({
    prenom: user.prenom,
    link,
    siteUrl: deps.siteUrl,
    validDays: VALIDATION_LINK_TTL_DAYS,
  });
  await deps.mail.send({
    to: user.email,
    ...mail,
    template: 'validation-email',
    utilisateurId: user.id,
    secrets: [secret],
  });
}

/**
 * POST /register: the account (not activated) and its validation link in one transaction, then
 * the validation e-mail. A duplicate address, whatever its case or spaces, creates nothing: an
 * activated account answers 409; an account still waiting for its validation is replaced by this
 * sign-up (replacePendingAccount), so its earlier links stop working. Sign-ups of one address
 * run one at a time (an advisory lock on it), on every API process; a second one within a
 * minute of the last validation mail waits, as a resend would (no mail flood through sign-ups).
 */
export async function registerUser(deps: AuthDeps, body: RegisterBody): Promise<number> {
  const existing = await findUserByEmail(deps.db, body.email);
  if (existing?.activated) throw conflict(authTexts.emailTaken, 'email_taken');
  const passwordHash = await hashPassword(body.password);
  const typed = {
    prenom: body.prenom,
    nom: body.nom,
    sexe: body.sexe,
    date_naissance: body.date_naissance,
    password_hash: passwordHash,
    ...consentRecord(body),
  };
  let created: { user: UserRecord; link: { link: string; secret: string } };
  try {
    created = await withAdvisoryLocks(deps.db, [`inscription:${body.email}`], async (tx) => {
      const pending = await findUserByEmail(tx, body.email);
      if (pending?.activated) throw conflict(authTexts.emailTaken, 'email_taken');
      if (pending) {
        const last = await lastUserTokenAt(tx, pending.id, 'EMAIL_VALIDATION');
        if (last && Date.now() - last.getTime() < MAIL_RESEND_DELAY_MS)
          throw new HttpError(429, authTexts.registerTooSoon, 'mail_too_soon');
      }
      const user = pending
        ? await replacePendingAccount(tx, pending, typed)
        : await insertUser(tx, { email: body.email, ...typed, activated: false });
      const link = await issueValidationLink(tx, deps.siteUrl, user);
      return { user, link };
    });
  } catch (error) {
    // A Google sign-up with this address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(authTexts.emailTaken, 'email_taken');
    throw error;
  }
  await sendValidationMail(deps, created.user, created.link);
  return created.user.id;
}

/** POST /register/verify: activates the account of an unused, unexpired validation link. */
export async function verifyEmail(
  deps: AuthDeps,
  hash: string,
): Promise<{ id: number; prenom: string }> {
  return deps.db.transaction(async (tx) => {
    const tokenHash = hashToken(hash);
    const userId = await consumeUserToken(tx, 'EMAIL_VALIDATION', tokenHash);
    if (userId === null) {
      // The link opened a second time (mail preview, another device) is not an error.
      if (await isTokenOwnerActivated(tx, 'EMAIL_VALIDATION', tokenHash))
        throw conflict(authTexts.alreadyValidated, 'already_validated');
      throw notFound(authTexts.validationLinkInvalid);
    }
    const user = await updateUser(tx, userId, { activated: true, email_valide_le: new Date() });
    if (!user) throw notFound(authTexts.validationLinkInvalid);
    return { id: user.id, prenom: user.prenom };
  });
}

/** POST /register/resend: a new validation mail for an account that is not activated yet. */
export async function resendValidation(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw notFound(authTexts.unknownAccount);
  if (user.activated) throw unprocessable(authTexts.alreadyActivated, undefined, 'activated');
  // One new link a minute, even for requests arriving together.
  const link = await withAdvisoryLocks(deps.db, [`lien:validation:${user.id}`], async (tx) => {
    const last = await lastUserTokenAt(tx, user.id, 'EMAIL_VALIDATION');
    if (last && Date.now() - last.getTime() < MAIL_RESEND_DELAY_MS) {
      throw new HttpError(429, authTexts.mailTooSoon, 'mail_too_soon');
    }
    return issueValidationLink(tx, deps.siteUrl, user);
  });
  await sendValidationMail(deps, user, link);
}

/**
 * The admin's "relancer": a fresh validation link in a reminder mail, queued in the
 * caller's transaction so that the reminder row and the mail exist together or not at all.
 */
export async function queueRegistrationReminder(
  tx: DbOrTx,
  deps: AuthDeps,
  user: Pick<UserRecord, 'id' | 'email' | 'prenom'>,
  dedupKey: string,
): Promise<void> {
  const { link, secret } = await issueValidationLink(tx, deps.siteUrl, user);
  const mail = registrationReminderEmail({
    prenom: user.prenom,
    link,
    siteUrl: deps.siteUrl,
    validDays: VALIDATION_LINK_TTL_DAYS,
  });
  await deps.mail.queue(
    tx,
    {
      to: user.email,
      ...mail,
      template: 'relance-inscription',
      utilisateurId: user.id,
      secrets: [secret],
    },
    { dedupKey },
  );
}
