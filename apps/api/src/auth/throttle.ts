import { authTexts } from '@bonneroute/shared/auth';
import type { DbOrTx } from '../db/client';
import { withAdvisoryLocks } from '../lib/advisory-lock';
import { HttpError } from '../lib/http-error';
import {
  deleteAuthEvent,
  deleteAuthEvents,
  markAttemptFailed,
  recentLoginEvents,
  pruneAuthEvents,
  recentAuthEvents,
  recordAuthEvent,
  type AuthEventKind,
} from './auth-event.repository';

/**
 * Brute-force protection. Failed logins are remembered in the database, so every API
 * process sees them: 5 failures on one account or 30 from one IP within 15 minutes refuse further
 * attempts until the oldest of them leaves the window. Refused attempts are not recorded, so an
 * attacker hammering a locked account does not keep it locked forever; a successful login or a
 * password reset clears the account's count.
 *
 * The count holds under parallel requests. An attempt is recorded (pending) before its
 * password is checked, under advisory locks on the account and the IP, and pending attempts fill
 * the budget like failures: 40 wrong passwords at once check at most 5.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;
/**
 * The calls that tell a registered address from an unknown one (the e-mail check
 * `GET /utilisateurs?filter[email]`, /password/forgot, /register/resend, /register) and every
 * call that mails an address a visitor typed (those, and a visitor's alert) share one budget per
 * IP, counted in the database so that it holds across API processes: nobody mail-bombs through
 * the site (docs/product/accounts.md).
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

/** An attempt whose password is still being checked (argon2 takes well under a second). */
const PENDING_KIND = 'LOGIN_ATTEMPT' satisfies AuthEventKind;
/** A pending attempt older than this was never resolved (process stopped): it counts as failed. */
const PENDING_STALE_MS = 30_000;
/** How long an attempt waits for pending ones to be resolved before it is refused. */
const PENDING_WAIT_MS = 10_000;
const PENDING_POLL_MS = 50;

type Budget = { kind: 'account'; email: string } | { kind: 'ip'; ip: string };

/** Failed (or stale) attempts newest first, and the pending ones, within the window. */
async function loginAttempts(tx: DbOrTx, budget: Budget, since: Date, limit: number) {
  const by = budget.kind === 'account' ? { email: budget.email } : { ip: budget.ip };
  const rows = await recentLoginEvents(tx, by, since, limit);
  const stale = Date.now() - PENDING_STALE_MS;
  const isPending = (row: (typeof rows)[number]) =>
    row.kind === PENDING_KIND && row.created_at.getTime() > stale;
  return {
    failures: rows.filter((row) => !isPending(row)).map((row) => row.created_at),
    pending: rows.filter(isPending).length,
  };
}

/**
 * Takes one login attempt from the account's and the IP's budgets, under advisory locks on both:
 * it is pending while its password is checked, then a failure (`recordLoginFailure`) or
 * forgotten (`withdrawLoginAttempt`). When failures fill a budget: 429. When only pending
 * attempts fill it, this one waits for them to be resolved (parallel right logins all pass;
 * parallel wrong ones check at most the limit). Returns the attempt's id.
 */
export async function reserveLoginAttempt(db: DbOrTx, email: string, ip: string): Promise<number> {
  const locks = [`login:compte:${email}`, `login:ip:${ip}`];
  const budgets: [Budget, number, (ms: number) => HttpError][] = [
    [
      { kind: 'account', email },
      MAX_FAILURES_PER_ACCOUNT,
      (ms) => tooMany(authTexts.tooManyAttemptsAccount(minutes(ms)), 'login_locked'),
    ],
    [
      { kind: 'ip', ip },
      MAX_FAILURES_PER_IP,
      (ms) => tooMany(authTexts.tooManyAttemptsIp(minutes(ms)), 'login_locked_ip'),
    ],
  ];
  const startedAt = Date.now();
  for (;;) {
    const id = await withAdvisoryLocks(db, locks, async (tx) => {
      const now = Date.now();
      const since = new Date(now - LOGIN_WINDOW_MS);
      let full = false;
      for (const [budget, limit, refuse] of budgets) {
        const { failures, pending } = await loginAttempts(tx, budget, since, limit);
        if (failures.length >= limit) {
          throw refuse(failures[limit - 1]!.getTime() + LOGIN_WINDOW_MS - now);
        }
        if (failures.length + pending >= limit) full = true;
      }
      if (full) return null;
      return recordAuthEvent(tx, { kind: PENDING_KIND, email, ip });
    });
    if (id !== null) {
      // Keep the table small without a scheduler: now and then, forget what is a day old.
      if (Math.random() < 0.02) await pruneAuthEvents(db, new Date(Date.now() - DAY_MS));
      return id;
    }
    if (Date.now() - startedAt > PENDING_WAIT_MS) throw budgets[0]![2](60_000);
    await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
  }
}

/** The password was wrong: the pending attempt is a failure. */
export async function recordLoginFailure(db: DbOrTx, attemptId: number): Promise<void> {
  await markAttemptFailed(db, attemptId);
}

/** The password was right: the attempt was not a failure. */
export async function withdrawLoginAttempt(db: DbOrTx, attemptId: number): Promise<void> {
  await deleteAuthEvent(db, attemptId);
}

export async function clearLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await deleteAuthEvents(db, 'LOGIN_FAILURE', email);
}

/**
 * Spends one check of the IP's shared budget (see MAX_EMAIL_CHECKS_PER_IP), or answers 429 with
 * the French message in the documented error shape (the caller's own words, if it has some).
 * Counted and written under one lock per IP.
 */
export async function spendEmailCheck(
  db: DbOrTx,
  ip: string,
  refusal: string = authTexts.tooManyEmailChecks,
): Promise<void> {
  await withAdvisoryLocks(db, [`verification-adresse:ip:${ip}`], async (tx) => {
    const wait = await lockedFor(
      tx,
      'EMAIL_CHECK',
      { ip },
      EMAIL_CHECK_WINDOW_MS,
      MAX_EMAIL_CHECKS_PER_IP,
      Date.now(),
    );
    if (wait !== null) throw tooMany(refusal, 'email_check_limited');
    await recordAuthEvent(tx, { kind: 'EMAIL_CHECK', ip });
  });
}
