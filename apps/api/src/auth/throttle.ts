import { and, eq } from 'drizzle-orm';
import { authTexts } from '@bonneroute/shared/auth';
import type { DbOrTx } from '../db/client';
import { auth_events } from '../db/schema';
import { withAdvisoryLocks } from '../lib/advisory-lock';
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
 *
 * Issue 16: the count holds under parallel requests. An attempt is counted as a failure before
 * its password is checked, under advisory locks on the account and the IP, so 40 attempts at
 * once check at most 5 passwords; a right password then takes its attempt back.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;
/**
 * Issue 16 §5: the calls that tell a registered address from an unknown one (the e-mail check of
 * spec §7 GET /utilisateurs, /password/forgot, /register/resend, /register) share one budget per
 * IP, counted in the database so that it holds across API processes.
 */
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

/**
 * Takes one login attempt from the account's and the IP's budgets (429 when either is spent),
 * recorded as a failure until `withdrawLoginAttempt` says the password was right. Returns its id.
 */
export async function reserveLoginAttempt(db: DbOrTx, email: string, ip: string): Promise<number> {
  const id = await withAdvisoryLocks(
    db,
    [`login:compte:${email}`, `login:ip:${ip}`],
    async (tx) => {
      const now = Date.now();
      const account = await lockedFor(
        tx,
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
        tx,
        'LOGIN_FAILURE',
        { ip },
        LOGIN_WINDOW_MS,
        MAX_FAILURES_PER_IP,
        now,
      );
      if (fromIp !== null) {
        throw tooMany(authTexts.tooManyAttemptsIp(minutes(fromIp)), 'login_locked_ip');
      }
      return recordAuthEvent(tx, { kind: 'LOGIN_FAILURE', email, ip });
    },
  );
  // Keep the table small without a scheduler: now and then, forget what is a day old.
  if (Math.random() < 0.02) await pruneAuthEvents(db, new Date(Date.now() - DAY_MS));
  return id;
}

/** The password was right: the attempt was not a failure. */
export async function withdrawLoginAttempt(db: DbOrTx, attemptId: number): Promise<void> {
  await db
    .delete(auth_events)
    .where(and(eq(auth_events.id, attemptId), eq(auth_events.kind, 'LOGIN_FAILURE')));
}

export async function clearLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await deleteAuthEvents(db, 'LOGIN_FAILURE', email);
}

/**
 * Spends one check of the IP's shared budget (see MAX_EMAIL_CHECKS_PER_IP), or answers 429 with
 * the French message in the spec's error shape. Counted and written under one lock per IP.
 */
export async function spendEmailCheck(db: DbOrTx, ip: string): Promise<void> {
  await withAdvisoryLocks(db, [`verification-adresse:ip:${ip}`], async (tx) => {
    const wait = await lockedFor(
      tx,
      'EMAIL_CHECK',
      { ip },
      EMAIL_CHECK_WINDOW_MS,
      MAX_EMAIL_CHECKS_PER_IP,
      Date.now(),
    );
    if (wait !== null) throw tooMany(authTexts.tooManyEmailChecks, 'email_check_limited');
    await recordAuthEvent(tx, { kind: 'EMAIL_CHECK', ip });
  });
}
