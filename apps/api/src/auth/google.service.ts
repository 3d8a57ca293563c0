import { authTexts, NAME_MAX_LENGTH, normaliseEmail } from '@bonneroute/shared/auth';
import { conflict, HttpError, unprocessable } from '../lib/http-error';
import type { AuthDeps, ClientInfo } from './auth-deps';
import type { GoogleIdentity } from './google-identity';
import type { LoggedIn } from './login.service';
import { openSession } from './session.service';
import { findUserByEmail, findUserByGoogleSub, insertUser, updateUser } from './user.repository';
import { isUniqueViolation } from '../db/errors';

function verifiedEmail(identity: GoogleIdentity): string {
  if (!identity.emailVerified) {
    throw unprocessable(authTexts.googleEmailNotVerified, undefined, 'google_email_not_verified');
  }
  return normaliseEmail(identity.email);
}

/**
 * POST /register/google: an activated account from the Google identity (Google vouches for the
 * address, hence the validation hash 'verified-by-google'), logged in at once.
 */
export async function registerWithGoogle(
  deps: AuthDeps,
  identity: GoogleIdentity,
  client: ClientInfo,
): Promise<LoggedIn> {
  const email = verifiedEmail(identity);
  const taken =
    (await findUserByGoogleSub(deps.db, identity.sub)) ?? (await findUserByEmail(deps.db, email));
  if (taken) throw conflict(authTexts.googleEmailTaken, 'email_taken');
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        prenom: (identity.givenName ?? email.split('@')[0]!).slice(0, NAME_MAX_LENGTH),
        nom: (identity.familyName ?? '').slice(0, NAME_MAX_LENGTH),
        sexe: 'X',
        google_sub: identity.sub,
        // spec §3: images hosted by the sign-in provider are used as they are.
        avatar: identity.picture ?? null,
        activated: true,
        email_valide_le: new Date(),
      });
      return { user, ...(await openSession(tx, user.id, client)) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(authTexts.googleEmailTaken, 'email_taken');
    throw error;
  }
}

/**
 * POST /login-via-google: the account of that Google identity. An account registered with the
 * same verified address is linked on first use (and activated: Google proved the address).
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
    user = await updateUser(deps.db, byEmail.id, {
      google_sub: identity.sub,
      activated: true,
      email_valide_le: byEmail.email_valide_le ?? new Date(),
    });
  }
  if (!user) throw new HttpError(401, authTexts.googleNoAccount, 'google_no_account');
  return { user, ...(await openSession(deps.db, user.id, client)) };
}
