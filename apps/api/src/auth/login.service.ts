import { authTexts, type LoginBody } from '@bonneroute/shared/auth';
import { HttpError } from '../lib/http-error';
import type { AuthDeps, ClientInfo } from './auth-deps';
import { hashPassword, verifyPassword } from './password';
import { openSession, type OpenedSession } from './session.service';
import {
  clearLoginFailures,
  recordLoginFailure,
  reserveLoginAttempt,
  withdrawLoginAttempt,
} from './throttle';
import { findUserByEmail, type UserRecord } from './user.repository';

// An unknown address costs the same argon2 work as a known one: timing tells nothing.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('leurre-pour-un-compte-inconnu#1A'));

export interface LoggedIn extends OpenedSession {
  user: UserRecord;
}

/**
 * POST /login (docs/product/accounts.md). Wrong credentials answer 401 with one message whatever was wrong;
 * an account not activated is told so only once its password is proven.
 */
export async function login(
  deps: AuthDeps,
  body: LoginBody,
  client: ClientInfo,
): Promise<LoggedIn> {
  // Recorded before the password is checked (at most 5 checked at once).
  const attempt = await reserveLoginAttempt(deps.db, body.email, client.ip);
  const user = await findUserByEmail(deps.db, body.email);
  const passwordOk = user?.password_hash
    ? await verifyPassword(user.password_hash, body.password)
    : (await verifyPassword(await decoy(), body.password)) && false;
  if (!user || !passwordOk) {
    await recordLoginFailure(deps.db, attempt);
    throw new HttpError(401, authTexts.invalidCredentials, 'invalid_credentials');
  }
  await withdrawLoginAttempt(deps.db, attempt);
  if (!user.activated) throw new HttpError(403, authTexts.emailNotActivated, 'email_not_activated');
  await clearLoginFailures(deps.db, body.email);
  return { user, ...(await openSession(deps.db, user.id, client)) };
}
