import {
  authTexts,
  consentRecord,
  NAME_MAX_LENGTH,
  normaliseEmail,
  type ConsentFields,
} from '@bonneroute/shared/auth';
import { withAdvisoryLocks } from '../lib/advisory-lock';
import { conflict, HttpError, unprocessable } from '../lib/http-error';
import type { AuthDeps, ClientInfo } from './auth-deps';
import type { GoogleIdentity } from './google-identity';
import type { LoggedIn } from './login.service';
import { replacePendingAccount } from './pending-account.service';
import { openSession } from './session.service';
import { findUserByEmail, findUserByGoogleSub, insertUser, updateUser } from './user.repository';
import { isUniqueViolation } from '../db/errors';

function verifiedEmail(identity: GoogleIdentity): string {
  if (!identity.emailVerified) {
    throw unprocessable(authTexts.googleEmailNotVerified, undefined, 'google_email_not_verified');
  }
  return normaliseEmail(identity.email);
}

/** The account a Google identity makes: Google vouches for the address, so it is activated. */
function googleAccount(identity: GoogleIdentity, email: string) {
  return {
    prenom: (identity.givenName ?? email.split('@')[0]!).slice(0, NAME_MAX_LENGTH),
    nom: (identity.familyName ?? '').slice(0, NAME_MAX_LENGTH),
    sexe: 'X',
    date_naissance: null,
    password_hash: null,
    google_sub: identity.sub,
    // Images hosted by the sign-in provider are used as they are.
    avatar: identity.picture ?? null,
    activated: true,
    email_valide_le: new Date(),
  };
}

/**
 * POST /register/google: an activated account from the Google identity (Google vouches for the
 * address, hence the validation hash 'verified-by-google'), logged in at once. An account of that
 * address still waiting for its validation is replaced, as a second sign-up would replace it
 * (pending-account.service.ts): whoever registered it first never proved the address.
 */
export async function registerWithGoogle(
  deps: AuthDeps,
  identity: GoogleIdentity,
  client: ClientInfo,
  consent: ConsentFields,
): Promise<LoggedIn> {
  const email = verifiedEmail(identity);
  if (await findUserByGoogleSub(deps.db, identity.sub))
    throw conflict(authTexts.googleEmailTaken, 'email_taken');
  try {
    return await withAdvisoryLocks(deps.db, [`inscription:${email}`], async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing && (existing.activated || existing.google_sub))
        throw conflict(authTexts.googleEmailTaken, 'email_taken');
      const values = { ...googleAccount(identity, email), ...consentRecord(consent) };
      const user = existing
        ? await replacePendingAccount(tx, existing, values)
        : await insertUser(tx, { email, ...values });
      return { user, ...(await openSession(tx, user.id, client)) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(authTexts.googleEmailTaken, 'email_taken');
    throw error;
  }
}

/**
 * POST /login-via-google: the account of that Google identity. An account registered with the
 * same verified address is linked on first use; one still waiting for its validation becomes the
 * Google identity's account (activated, without the password someone else may have chosen).
 */
export async function loginWithGoogle(
  deps: AuthDeps,
  identity: GoogleIdentity,
  sentEmail: string | undefined,
  client: ClientInfo,
): Promise<LoggedIn> {
  if (sentEmail && normaliseEmail(sentEmail) !== normaliseEmail(identity.email)) {
    throw new HttpError(401, authTexts.googleInvalidToken, 'google_invalid_token');
  }
  let user = await findUserByGoogleSub(deps.db, identity.sub);
  if (!user) {
    const byEmail = await findUserByEmail(deps.db, verifiedEmail(identity));
    if (!byEmail) throw new HttpError(401, authTexts.googleNoAccount, 'google_no_account');
    if (byEmail.google_sub) throw conflict(authTexts.googleAccountMismatch, 'google_mismatch');
    user = byEmail.activated
      ? await updateUser(deps.db, byEmail.id, { google_sub: identity.sub })
      : // Nobody proved the address before Google did: what the sign-up typed (its password
        // first of all) is not trusted (pending-account.service.ts).
        await withAdvisoryLocks(deps.db, [`inscription:${byEmail.email}`], (tx) =>
          replacePendingAccount(tx, byEmail, googleAccount(identity, byEmail.email)),
        );
  }
  if (!user) throw new HttpError(401, authTexts.googleNoAccount, 'google_no_account');
  return { user, ...(await openSession(deps.db, user.id, client)) };
}
