import { enqueueJob } from '../jobs/enqueue-job';
import { MONEY_TASKS } from './money-jobs';
import { followAuthorisation, runOperation } from './operation-runner';
import { attemptsLeftUnsettled, staleOperations } from './operations.repository';
import type { AppDeps } from '../lib/app-deps';
import { countRecovery } from '../observability/money-metrics';

export interface RecoveryReport {
  /** Operations finished (answered by the processor, or found never received). */
  finished: number;
  /** Operations still without an answer (processor unreachable): tried again next time. */
  unanswered: number;
  /** Attempts whose stored answer was followed (capture, hold or release). */
  settled: number;
}

/**
 * The recovery job (docs/product/booking-and-money.md, Recovery and reconciliation): what a crash,
 * a timeout or a lost answer left half-done is finished or undone. Every operation still planned
 * after MONEY_RECOVERY_AFTER_SECONDS is sent again with its own key (an authorisation, which needs
 * the card, is looked up by its key instead); an attempt whose authorisation was answered but not
 * followed is followed now. Safe to run anywhere, any number of times: leases and keys make each
 * step happen once.
 */
export async function recoverMoney(deps: AppDeps): Promise<RecoveryReport> {
  const after = deps.env.MONEY_RECOVERY_AFTER_SECONDS;
  const report: RecoveryReport = { finished: 0, unanswered: 0, settled: 0 };
  for (const step of await staleOperations(deps.db, after)) {
    try {
      await runOperation(deps, step.id);
      report.finished += 1;
    } catch (error) {
      report.unanswered += 1;
      deps.log.warn({ err: error, operationId: step.id }, 'opération toujours sans réponse');
    }
  }
  for (const attempt of await attemptsLeftUnsettled(deps.db, after)) {
    await followAuthorisation(
      deps,
      attempt.paiement_id,
      attempt.statut === 'REUSSIE' && attempt.reference
        ? { outcome: 'authorised', providerRef: attempt.reference }
        : { outcome: 'declined', reason: attempt.erreur ?? 'refusée' },
    );
    report.settled += 1;
  }
  countRecovery(report);
  if (report.finished + report.unanswered + report.settled > 0)
    deps.log.info(report, 'reprise des opérations de paiement');
  return report;
}

/**
 * After a start, one recovery as soon as operations interrupted by a crash are old enough to be
 * taken over (the minute cron follows). Several processes starting share the one job (its key).
 */
export async function scheduleRecoveryAfterStart(deps: AppDeps): Promise<void> {
  const delay = (deps.env.MONEY_RECOVERY_AFTER_SECONDS + 2) * 1000;
  await enqueueJob(
    deps.db,
    MONEY_TASKS.moneyRecovery,
    {},
    { jobKey: 'argent-reprise-demarrage', runAt: new Date(Date.now() + delay) },
  );
}
