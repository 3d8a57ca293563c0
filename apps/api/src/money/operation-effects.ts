import type { DbOrTx } from '../db/client';
import type { OperationRecord } from './processors/payment-provider';
import { findPayment, updatePayment } from './payments.repository';
import { noteSeatsFreed, lockTrip, updateBooking } from './seat-holds.repository';
import { recordMovement } from './ledger.repository';
import type { OperationRow } from './operations.repository';
import { Outbox } from './outbox';
import type { AppDeps } from '../lib/app-deps';
import { countMoneyOperation } from '../observability/money-metrics';

/** An answer that did something at the processor (a hold, a challenge, a capture…). */
export function isSuccess(record: OperationRecord): boolean {
  return (
    record.outcome === 'authorised' || record.outcome === 'challenge' || record.outcome === 'done'
  );
}

export function referenceOf(record: OperationRecord): string | null {
  if (record.outcome === 'done') return record.reference;
  if (record.outcome === 'refused') return null;
  return record.providerRef ?? null;
}

/**
 * What the processor's answer changes on our side, in the transaction that stores the answer.
 * Decisions (capture, release, refund, payout) were recorded before the call, so most answers
 * only confirm them; a refusal of a recorded capture or payout is undone here.
 */
export async function applyOperationEffects(
  deps: AppDeps,
  tx: DbOrTx,
  step: OperationRow,
  record: OperationRecord,
): Promise<(() => Promise<void>) | null> {
  countMoneyOperation(step.type, isSuccess(record));
  if (step.type === 'AUTORISATION' && step.paiement_id) {
    const payment = await findPayment(tx, step.paiement_id, true);
    if (!payment) return null;
    if (record.outcome === 'authorised' && !payment.provider_ref)
      await updatePayment(tx, payment.id, { provider_ref: record.providerRef });
    if (record.outcome === 'challenge' && payment.status === 'EN_COURS')
      await updatePayment(tx, payment.id, {
        status: 'AUTHENTIFICATION_REQUISE',
        provider_ref: record.providerRef,
      });
    return null;
  }
  if (step.type === 'CAPTURE' && step.paiement_id) {
    if (record.outcome === 'done') {
      await updatePayment(tx, step.paiement_id, { capture_ref: record.reference });
      return null;
    }
    return undoRefusedCapture(deps, tx, step, record);
  }
  if (step.type === 'VERSEMENT' && step.utilisateur_id) {
    const outbox = new Outbox();
    if (record.outcome === 'done') {
      outbox.notifications.push({
        utilisateur_id: step.utilisateur_id,
        type: 'VERSEMENT_EFFECTUE',
      });
    } else {
      // The payout did not happen: what it was to pay is owed to the driver again.
      await recordMovement(tx, { type: 'VERSEMENT_REFUSE', operation_id: step.id }, [
        { compte: 'VIREMENT', montant: -step.montant, utilisateur_id: step.utilisateur_id },
        { compte: 'CONDUCTEUR', montant: step.montant, utilisateur_id: step.utilisateur_id },
      ]);
      deps.log.error({ operationId: step.id }, 'versement refusé par le processeur');
    }
    return outbox.flush(deps, tx);
  }
  if (!isSuccess(record))
    // A refused release or refund of money we recorded as moved: the reconciliation shows it.
    deps.log.error({ operationId: step.id, record }, `${step.type} refusé par le processeur`);
  return null;
}

/**
 * The processor refused a capture we had recorded (the hold expired…): the booking cannot stand,
 * the card was not charged, the seats go back and both people are told.
 */
async function undoRefusedCapture(
  deps: AppDeps,
  tx: DbOrTx,
  step: OperationRow,
  record: OperationRecord,
) {
  const peek = await findPayment(tx, step.paiement_id!);
  if (!peek) return null;
  await lockTrip(tx, peek.trajet_id);
  const payment = (await findPayment(tx, peek.id, true))!;
  if (payment.status !== 'PAIEMENT_REUSSI') {
    deps.log.error({ operationId: step.id, record }, 'capture refusée après une annulation');
    return null;
  }
  await recordMovement(
    tx,
    {
      type: 'CAPTURE_REFUSEE',
      paiement_id: payment.id,
      trajet_id: payment.trajet_id,
      operation_id: step.id,
    },
    [
      { compte: 'SEQUESTRE', montant: -payment.montant, utilisateur_id: payment.conducteur_id },
      { compte: 'FRAIS', montant: -payment.fees },
      {
        compte: 'CARTE',
        montant: payment.montant + payment.fees,
        utilisateur_id: payment.utilisateur_id,
      },
    ],
  );
  await updatePayment(tx, payment.id, { status: 'PAIEMENT_ECHOUE', echec_raison: 'capture' });
  await updateBooking(tx, payment.passager_id, { statut: 'PAIEMENT_ECHOUE' });
  await noteSeatsFreed(tx, payment.trajet_id);
  const outbox = new Outbox();
  outbox.chatAccessChanged.add(payment.trajet_id);
  outbox.notifications.push(
    {
      utilisateur_id: payment.utilisateur_id,
      type: 'PAIEMENT_ECHOUE',
      trajet_id: payment.trajet_id,
    },
    {
      utilisateur_id: payment.conducteur_id,
      type: 'RESERVATION_ANNULEE',
      trajet_id: payment.trajet_id,
    },
  );
  return outbox.flush(deps, tx);
}
