import type { AuthoriseResult } from './processors/payment-provider';
import { HttpError } from '../lib/http-error';
import { processorCall } from './operation-calls';
import { findOperation } from './operations.repository';
import { applyAuthorisation } from './payment.service';
import { runStep } from './processor-step';
import type { AppDeps } from '../lib/app-deps';

/**
 * Finishes one recorded operation from what the database knows (a job, the recovery): the
 * processor is called (or, for an authorisation, asked) with the operation's own key, the answer
 * stored, and an authorisation followed up as the request would have (capture, hold or release).
 * Throws when the answer is still unknown, so the job is retried later with the same key.
 */
export async function runOperation(deps: AppDeps, operationId: number): Promise<void> {
  const step = await findOperation(deps.db, operationId);
  if (!step || step.statut !== 'PREVUE') return;
  const ran = await runStep(deps, step, processorCall(deps));
  if (!ran || ran.step.type !== 'AUTORISATION' || !ran.step.paiement_id) return;
  await followAuthorisation(deps, ran.step.paiement_id, ran.record as AuthoriseResult);
}

export async function followAuthorisation(
  deps: AppDeps,
  paymentId: number,
  result: AuthoriseResult,
): Promise<void> {
  try {
    await applyAuthorisation(deps, paymentId, result);
  } catch (error) {
    // A declined card is an answer like another here (the payer was told, or will be).
    if (!(error instanceof HttpError)) throw error;
  }
}
