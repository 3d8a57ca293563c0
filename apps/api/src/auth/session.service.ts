import {
  authTexts,
  NAVIGATION_EXTENSION_MS,
  SESSION_DURATION_MS,
  SESSION_MAX_LIFETIME_MS,
  SESSION_SERVER_GRACE_MS,
} from '@bonneroute/shared/auth';
import type { DbOrTx } from '../db/client';
import { HttpError } from '../lib/http-error';
import type { ClientInfo } from './auth-deps';
import type { AppDeps } from '../lib/app-deps';
import {
  creditNavigations,
  insertSession,
  pruneSessions,
  revokeSession,
} from './session.repository';
import { hashToken, newSessionToken } from './session-token';
import { isSuspended, recordLogin } from './user.repository';

/**
 * The server keeps a few seconds more than the browser (which counts its hour from when it
 * receives the answer), so the browser always notices the end first and shows the inactivity
 * message instead of meeting a 401 (docs/decisions.md "Session expiry").
 */
export const SERVER_GRACE_MS = SESSION_SERVER_GRACE_MS;
const WEEK_MS = 7 * 24 * 3600_000;

export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

/** docs/product/accounts.md: a session lasts one hour. */
export async function openSession(
  db: DbOrTx,
  utilisateurId: number,
  client: ClientInfo,
): Promise<OpenedSession> {
  // A suspended account opens no session, whatever the way in (password or Google).
  if (await isSuspended(db, utilisateurId))
    throw new HttpError(403, authTexts.accountSuspended, 'compte_suspendu');
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_DURATION_MS + SERVER_GRACE_MS);
  await insertSession(db, {
    utilisateur_id: utilisateurId,
    token_hash: hashToken(token),
    expires_at: expiresAt,
    ip: client.ip.slice(0, 64),
    user_agent: client.userAgent,
  });
  // Every way in (password, Google, sign-up with Google) passes here: this is the login.
  await recordLogin(db, utilisateurId, new Date());
  // Ended sessions are useless after a while; forget them now and then (no scheduler needed).
  if (Math.random() < 0.02) await pruneSessions(db, new Date(Date.now() - WEEK_MS));
  return { token, expiresAt };
}

/**
 * docs/product/accounts.md: "each navigation while valid extends expiry by 60 000 ms". The browser counts its
 * navigations and reports them here. the server cannot see them, so it credits at most
 * one per minute elapsed since its last credit (a burst of claims buys nothing), and never past
 * 12 hours after the login; the browser then shortens its own end to match (`expires_in_ms`).
 */
export function extendSession(deps: Pick<AppDeps, 'db'>, sessionId: number, navigations: number) {
  return creditNavigations(
    deps.db,
    sessionId,
    navigations,
    NAVIGATION_EXTENSION_MS,
    SESSION_MAX_LIFETIME_MS,
  );
}

/** Logout: the session ends now, whatever time it had left. */
export async function closeSession(deps: Pick<AppDeps, 'db'>, sessionId: number): Promise<void> {
  await revokeSession(deps.db, sessionId);
}
