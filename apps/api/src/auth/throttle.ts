import { authTexts } from '@bonneroute/shared/auth';
import type { DbOrTx } from '../db/client';
import { HttpError } from '../lib/http-error';
import {
  deleteAuthEvents,
  pruneAuthEvents,
  recentAuthEvents,
  recordAuthEvent,
} from './auth-event.repository';

/**
 * Brute-force protection (issue 4). Failed logins are remembered in the database, so every API
 * process sees them: 5 failures on one account or 30 from one IP within 15 minutes refuse further
 * attempts until the oldest of them leaves the window. Refused attempts are not recorded, so an
 * attacker hammering a locked account does not keep it locked forever; a successful login or a
 * password reset clears the account's count.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;
/** Availability checks of e-mails a visitor may run per IP (spec §7 GET /utilisateurs). */
export const EMAIL_CHECK_WINDOW_MS = 10 * 60_000;
export const MAX_EMAIL_CHECKS_PER_IP = 30;

const DAY_MS = 24 * 3600_000;

const tooMany = (detail: string, code: string) => new HttpError(429, detail, code);

/** When the oldest of `limit` recent events leaves the window, or null when under the limit. */
async function lockedFor(
  db: DbOrTx,
  kind: 'LOGIN_FAILURE' | 'EMAIL_CHECK',
  by: { email: string } | { ip: string },
  windowMs: number,
  limit: number,
  now: number,
): Promise<number | null> {
  const events = await recentAuthEvents(db, kind, by, new Date(now - windowMs), limit);
  if (events.length < limit) return null;
  return events[limit - 1]!.getTime() + windowMs - now;
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export async function assertLoginAllowed(db: DbOrTx, email: string, ip: string): Promise<void> {
  const now = Date.now();
  const account = await lockedFor(
    db,
    'LOGIN_FAILURE',
    { email },
    LOGIN_WINDOW_MS,
    MAX_FAILURES_PER_ACCOUNT,
    now,
  );
  if (account !== null) {
    throw tooMany(authTexts.tooManyAttemptsAccount(minutes(account)), 'login_locked');
  }
  const fromIp = await lockedFor(
    db,
    'LOGIN_FAILURE',
    { ip },
    LOGIN_WINDOW_MS,
    MAX_FAILURES_PER_IP,
    now,
  );
  if (fromIp !== null) {
    throw tooMany(authTexts.tooManyAttemptsIp(minutes(fromIp)), 'login_locked_ip');
  }
}

export async function recordLoginFailure(db: DbOrTx, email: string, ip: string): Promise<void> {
  await recordAuthEvent(db, { kind: 'LOGIN_FAILURE', email, ip });
  // Keep the table small without a scheduler: now and then, forget what is a day old.
  if (Math.random() < 0.02) await pruneAuthEvents(db, new Date(Date.now() - DAY_MS));
}

export async function clearLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await deleteAuthEvents(db, 'LOGIN_FAILURE', email);
}

export async function assertEmailCheckAllowed(db: DbOrTx, ip: string): Promise<void> {
  const wait = await lockedFor(
    db,
    'EMAIL_CHECK',
    { ip },
    EMAIL_CHECK_WINDOW_MS,
    MAX_EMAIL_CHECKS_PER_IP,
    Date.now(),
  );
  if (wait !== null) throw tooMany(authTexts.tooManyEmailChecks, 'email_check_limited');
  await recordAuthEvent(db, { kind: 'EMAIL_CHECK', ip });
}
