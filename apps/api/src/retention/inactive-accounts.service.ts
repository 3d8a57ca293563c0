import { eraseAccount } from '../account-rights/account-deletion.service';
import type { AppDeps } from '../lib/app-deps';
import { inactivityWarningEmail } from './inactivity-mails';
import { accountsToErase, accountsToWarn, markWarned } from './inactive-accounts.repository';

type Deps = Pick<AppDeps, 'db' | 'env' | 'files' | 'mail' | 'realtime' | 'log' | 'siteUrl'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** At most this many warnings and erasures a day: the rest waits for the next run. */
const WARNINGS_PER_RUN = 500;
const ERASURES_PER_RUN = 200;
const PAGE = 100;

function yearsFrom(date: Date, years: number): Date {
  const moved = new Date(date);
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved;
}

/**
 * docs/product/accounts.md#retention: an account whose last login is older than the inactivity
 * period less the warning days gets one e-mail, marked sent in the transaction that queues it.
 * The deletion day it announces is never less than the warning days away, even for an account
 * found late (the job down, the rule newly in place).
 */
export async function warnInactiveAccounts(deps: Deps, now: Date): Promise<number> {
  const { env } = deps;
  const lastLoginBefore = new Date(
    yearsFrom(now, -env.RETENTION_INACTIVE_ACCOUNT_YEARS).getTime() +
      env.RETENTION_INACTIVE_WARNING_DAYS * DAY_MS,
  );
  const noticeEnd = new Date(now.getTime() + env.RETENTION_INACTIVE_WARNING_DAYS * DAY_MS);
  let warned = 0;
  while (warned < WARNINGS_PER_RUN) {
    const due = await accountsToWarn(deps.db, lastLoginBefore, PAGE);
    for (const account of due) {
      const dueOn = yearsFrom(account.derniere_connexion_le, env.RETENTION_INACTIVE_ACCOUNT_YEARS);
      const deletionOn = dueOn > noticeEnd ? dueOn : noticeEnd;
      const sent = await deps.db.transaction(async (tx) => {
        if (!(await markWarned(tx, account.id, lastLoginBefore, now))) return false;
        const mail = inactivityWarningEmail({
          prenom: account.prenom,
          siteUrl: deps.siteUrl,
          inactiveYears: env.RETENTION_INACTIVE_ACCOUNT_YEARS,
          deletionOn,
        });
        await deps.mail.queue(
          tx,
          { to: account.email, template: 'compte-inactif', utilisateurId: account.id, ...mail },
          // One per period of inactivity: a login then a new silence earns a new warning.
          {
            dedupKey: `compte-inactif:${account.id}:${account.derniere_connexion_le.toISOString()}`,
          },
        );
        return true;
      });
      if (sent) warned += 1;
    }
    // Each account found is marked, or logged in meanwhile: the next page is new ones.
    if (due.length < PAGE) break;
  }
  return warned;
}

/**
 * Warned accounts still unused at the end of the period, and warned at least the warning days
 * ago, are erased as a member's own deletion is (`eraseAccount`, reason « inactivité »). One
 * with a trip or booking to come, earnings not paid out or an open reconciliation item is kept
 * and logged; it is tried again each day.
 */
export async function eraseInactiveAccounts(
  deps: Deps,
  now: Date,
): Promise<{ erased: number; kept: number }> {
  const { env } = deps;
  const due = {
    lastLoginBefore: yearsFrom(now, -env.RETENTION_INACTIVE_ACCOUNT_YEARS),
    warnedBefore: new Date(now.getTime() - env.RETENTION_INACTIVE_WARNING_DAYS * DAY_MS),
  };
  let erased = 0;
  let kept = 0;
  let afterId = 0;
  while (erased < ERASURES_PER_RUN) {
    const ids = await accountsToErase(deps.db, due, afterId, PAGE);
    for (const id of ids) {
      afterId = id;
      if (erased >= ERASURES_PER_RUN) break;
      try {
        const outcome = await eraseAccount(deps, id, {
          reason: 'inactivite',
          at: now,
          // The same rule on the locked row: a login racing the job keeps the account.
          stillDue: async (tx) => (await accountsToErase(tx, due, id - 1, 1))[0] === id,
        });
        if (outcome.status === 'efface') erased += 1;
        if (outcome.status === 'bloque') {
          kept += 1;
          deps.log.warn(
            { utilisateurId: id, raisons: outcome.lines },
            'compte inactif gardé : quelque chose le lie encore à d’autres membres ou à de l’argent',
          );
        }
      } catch (error) {
        deps.log.error({ err: error, utilisateurId: id }, 'compte inactif non supprimé');
      }
    }
    if (ids.length < PAGE) break;
  }
  return { erased, kept };
}
