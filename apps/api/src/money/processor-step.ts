import type { DbOrTx } from '../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import { faultPoint } from './processors/fault-injection';
import { isDefinitiveRefusal, type OperationRecord } from './processors/payment-provider';
import { MONEY_TASKS } from './money-jobs';
import { applyOperationEffects, isSuccess, referenceOf } from './operation-effects';
import {
  claimOperation,
  findOperation,
  finishOperation,
  releaseLease,
  type OperationRow,
} from './operations.repository';
import type { AppDeps } from '../lib/app-deps';

export type ProcessorCall = (step: OperationRow) => Promise<OperationRecord>;

/** The job that carries out one recorded operation; its key is the operation's own. */
export function enqueueOperation(tx: DbOrTx, operationId: number, runAt?: Date) {
  return enqueueJob(
    tx,
    MONEY_TASKS.operation,
    { operationId },
    { jobKey: `operation:${operationId}`, maxAttempts: 25, runAt },
  );
}

/**
 * Stores the processor's answer for an operation and what it changes, once: a second answer
 * for the same operation (a retry, the recovery) finds it already stored and changes nothing.
 */
export async function storeOutcome(
  deps: AppDeps,
  step: OperationRow,
  record: OperationRecord,
): Promise<OperationRow | null> {
  const { row, announce } = await deps.db.transaction(async (tx) => {
    const current = await findOperation(tx, step.id, true);
    if (!current || current.statut !== 'PREVUE') return { row: null, announce: null };
    const finished = await finishOperation(tx, step.id, {
      statut: isSuccess(record) ? 'REUSSIE' : 'ECHOUEE',
      reference: referenceOf(record),
      redirect_url: record.outcome === 'challenge' ? record.redirectUrl : null,
      erreur: record.outcome === 'refused' || record.outcome === 'declined' ? record.reason : null,
    });
    return { row: finished, announce: await applyOperationEffects(deps, tx, finished, record) };
  });
  await announce?.();
  return row;
}

/**
 * Carries out one recorded operation: takes its lease, calls the processor with the operation's
 * own idempotency key, and stores the answer right after. When the answer is lost (network,
 * outage) the lease is given back and the error thrown: the same call with the same key is safe
 * later. Returns null when another executor holds the operation or it is already finished.
 */
export async function runStep(
  deps: AppDeps,
  step: OperationRow,
  call: ProcessorCall,
): Promise<{ step: OperationRow; record: OperationRecord } | null> {
  // The executor owns the operation for as long as the recovery waits before taking over.
  const claimed = await claimOperation(deps.db, step.id, deps.env.MONEY_RECOVERY_AFTER_SECONDS);
  if (!claimed) return null;
  faultPoint(`avant-processeur:${claimed.type}`);
  let record: OperationRecord;
  try {
    record = await call(claimed);
  } catch (error) {
    if (!isDefinitiveRefusal(error)) {
      await releaseLease(deps.db, claimed.id, String(error));
      throw error;
    }
    record = { outcome: 'refused', reason: error.message };
  }
  faultPoint(`apres-processeur:${claimed.type}`);
  const stored = await storeOutcome(deps, claimed, record);
  faultPoint(`apres-enregistrement:${claimed.type}`);
  return stored ? { step: stored, record } : null;
}
