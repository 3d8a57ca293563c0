import { formatEuros } from '@bonneroute/shared/pricing';
import type { DbOrTx } from '../db/client';
import type { ProcessorBook, ProcessorCharge } from './processors/payment-provider';
import { PAYMENT_HOLD_MINUTES } from './money-jobs';
import { findPayment, updatePayment } from './payments.repository';
import { recordMovement } from './ledger.repository';
import { runOperation } from './operation-runner';
import type { OperationRow } from './operations.repository';
import {
  insertRun,
  ledgerPayouts,
  ledgerPerPayment,
  longPlannedOperations,
  saveDiscrepancies,
  tryLockReconciliation,
  type LedgerPayment,
  type NewDiscrepancy,
} from './reconciliation.repository';
import { planRefund, planVoid } from './settlement.service';
import type { AppDeps } from '../lib/app-deps';

export interface MoneyTotals {
  captured: number;
  refunded: number;
  held: number;
  paidOut: number;
}

/** An operation unanswered for this long is a difference in itself. */
const SUSPENDED_AFTER_SECONDS = 300;
/** An attempt still at the card step (3-D Secure…) is left alone until its hold runs out. */
const ATTEMPT_GRACE_SECONDS = (PAYMENT_HOLD_MINUTES + 5) * 60;
const PENDING = new Set(['EN_COURS', 'AUTHENTIFICATION_REQUISE']);
/** Statuses under which a hold at the processor is expected (or being captured). */
const HOLDING = new Set(['EN_ATTENTE', 'PAIEMENT_REUSSI']);
const NONE: ProcessorCharge = { reference: '', paymentId: null, held: 0, captured: 0, refunded: 0 };

const TO_REVIEW = 'À examiner par l’équipe.';
const euros = (cents: number) => formatEuros(cents);

/** What the ledger says was charged for a payment: held or charged, minus what came back. */
const capturedOf = (p: LedgerPayment) => -p.card - p.held + p.refunded;

function compare(
  found: NewDiscrepancy[],
  p: LedgerPayment,
  kind: 'EMPREINTE' | 'CAPTURE' | 'REMBOURSEMENT',
  processor: number,
  ledger: number,
  reference: string | null,
) {
  if (processor === ledger) return null;
  const label = {
    EMPREINTE: 'Montant bloqué sur la carte',
    CAPTURE: 'Montant débité',
    REMBOURSEMENT: 'Montant remboursé',
  }[kind];
  const row: NewDiscrepancy = {
    cle: `paiement:${p.id}:${kind.toLowerCase()}`,
    type: kind,
    paiement_id: p.id,
    utilisateur_id: p.utilisateur_id,
    reference,
    montant_processeur: processor,
    montant_grand_livre: ledger,
    detail: `${label} : ${euros(processor)} chez le processeur, ${euros(ledger)} dans le grand livre.`,
    action: TO_REVIEW,
  };
  found.push(row);
  return row;
}

/**
 * A charge no booking explains (the processor captured more than the ledger knows): recorded on
 * a suspense account, then refunded through its own operation.
 */
async function refundUnexplained(tx: DbOrTx, paymentId: number, amount: number, reference: string) {
  const payment = await knownReference(tx, paymentId, reference);
  const step = (await planRefund(tx, payment, amount))!;
  const movement = { paiement_id: payment.id, trajet_id: payment.trajet_id };
  await recordMovement(tx, { type: 'REGULARISATION', ...movement }, [
    { compte: 'CARTE', montant: -amount, utilisateur_id: payment.utilisateur_id },
    { compte: 'ATTENTE', montant: amount },
  ]);
  await recordMovement(tx, { type: 'REMBOURSEMENT', ...movement, operation_id: step.id }, [
    { compte: 'ATTENTE', montant: -amount },
    { compte: 'CARTE', montant: amount, utilisateur_id: payment.utilisateur_id },
  ]);
  return step;
}

/** A hold the processor keeps although nothing on our side holds it any more: released. */
async function voidForgottenHold(tx: DbOrTx, paymentId: number, reference: string) {
  return planVoid(tx, await knownReference(tx, paymentId, reference));
}

/** The payment, with the processor's reference it was missing (an answer that came too late). */
async function knownReference(tx: DbOrTx, paymentId: number, reference: string) {
  const payment = (await findPayment(tx, paymentId, true))!;
  if (payment.provider_ref) return payment;
  return updatePayment(tx, payment.id, { provider_ref: reference });
}

function totalsOf(book: ProcessorBook): MoneyTotals {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    captured: sum(book.charges.map((c) => c.captured)),
    refunded: sum(book.charges.map((c) => c.refunded)),
    held: sum(book.charges.map((c) => c.held)),
    paidOut: sum(book.payouts.map((p) => p.amount)),
  };
}

/**
 * The reconciliation job (docs/product/booking-and-money.md, Recovery and reconciliation): the
 * processor's book against the ledger, payment by payment and driver by driver. Payments with an
 * operation still planned are left to the recovery. Each difference is recorded with what was done:
 * a forgotten hold is voided, a charge no booking explains is refunded, anything else is left to
 * the team. One run at a time.
 */
export async function reconcile(
  deps: AppDeps,
  again = true,
): Promise<{ discrepancies: number; inFlight: number } | null> {
  const book = await deps.payments.book();
  const planned: OperationRow[] = [];
  const result = await deps.db.transaction(async (tx) => {
    if (!(await tryLockReconciliation(tx))) return null;
    const payments = await ledgerPerPayment(tx);
    const payouts = await ledgerPayouts(tx);
    const found: NewDiscrepancy[] = [];
    const ledger: MoneyTotals = { captured: 0, refunded: 0, held: 0, paidOut: 0 };
    for (const p of payments) {
      ledger.held += p.held;
      ledger.refunded += p.refunded;
      ledger.captured += capturedOf(p);
    }
    for (const payout of payouts) ledger.paidOut += payout.paid;
    let inFlight = 0;
    if (!book) {
      found.push({
        cle: 'processeur:releve',
        type: 'RELEVE_INDISPONIBLE',
        detail: 'Le processeur ne fournit pas de relevé : le rapprochement est impossible.',
        action: TO_REVIEW,
      });
    } else {
      const byRef = new Map(book.charges.map((c) => [c.reference, c]));
      const byPayment = new Map(
        book.charges.filter((c) => c.paymentId !== null).map((c) => [c.paymentId!, c]),
      );
      const matched = new Set<string>();
      for (const p of payments) {
        const charge =
          (p.provider_ref ? byRef.get(p.provider_ref) : undefined) ?? byPayment.get(p.id);
        if (charge) matched.add(charge.reference);
        if (p.planned || (PENDING.has(p.status) && p.age < ATTEMPT_GRACE_SECONDS)) {
          inFlight += 1;
          continue;
        }
        const processor = charge ?? NONE;
        const reference = charge?.reference ?? p.provider_ref;
        const held = compare(found, p, 'EMPREINTE', processor.held, p.held, reference);
        if (held && p.held === 0 && charge && !HOLDING.has(p.status)) {
          const step = await voidForgottenHold(tx, p.id, charge.reference);
          if (step) {
            planned.push(step);
            held.action = `Empreinte libérée chez le processeur (opération n° ${step.id}).`;
          }
        }
        const excess = processor.captured - capturedOf(p);
        const captured = compare(found, p, 'CAPTURE', processor.captured, capturedOf(p), reference);
        if (captured && charge && excess > 0 && processor.refunded === p.refunded) {
          const step = await refundUnexplained(tx, p.id, excess, charge.reference);
          planned.push(step);
          captured.action = `Débit sans réservation remboursé : ${euros(excess)} (opération n° ${step.id}).`;
        }
        compare(found, p, 'REMBOURSEMENT', processor.refunded, p.refunded, reference);
      }
      for (const charge of book.charges) {
        if (matched.has(charge.reference)) continue;
        if (charge.held === 0 && charge.captured === charge.refunded) continue;
        found.push({
          cle: `processeur:${charge.reference}`,
          type: 'OPERATION_INCONNUE',
          reference: charge.reference,
          montant_processeur: charge.held + charge.captured - charge.refunded,
          detail: `Opération du processeur sans paiement connu (${charge.reference}).`,
          action: TO_REVIEW,
        });
      }
      const paidByDriver = new Map<number, number>();
      for (const payout of book.payouts)
        if (payout.userId !== null)
          paidByDriver.set(payout.userId, (paidByDriver.get(payout.userId) ?? 0) + payout.amount);
      for (const payout of payouts) {
        const processor = paidByDriver.get(payout.utilisateur_id) ?? 0;
        paidByDriver.delete(payout.utilisateur_id);
        if (payout.planned) {
          inFlight += 1;
          continue;
        }
        if (processor === payout.paid) continue;
        found.push({
          cle: `versements:${payout.utilisateur_id}`,
          type: 'VERSEMENT',
          utilisateur_id: payout.utilisateur_id,
          montant_processeur: processor,
          montant_grand_livre: payout.paid,
          detail: `Gains versés : ${euros(processor)} chez le processeur, ${euros(payout.paid)} dans le grand livre.`,
          action: TO_REVIEW,
        });
      }
      for (const [userId, amount] of paidByDriver)
        found.push({
          cle: `versements:${userId}`,
          type: 'VERSEMENT',
          utilisateur_id: userId,
          montant_processeur: amount,
          detail: `Gains versés : ${euros(amount)} chez le processeur, rien dans le grand livre.`,
          action: TO_REVIEW,
        });
    }
    for (const op of await longPlannedOperations(tx, SUSPENDED_AFTER_SECONDS))
      found.push({
        cle: `operation:${op.id}`,
        type: 'OPERATION_EN_SUSPENS',
        paiement_id: op.paiement_id,
        utilisateur_id: op.utilisateur_id,
        montant_grand_livre: op.montant,
        detail: `Opération ${op.type.toLowerCase()} n° ${op.id} sans réponse du processeur depuis plus de 5 minutes${op.erreur ? ` (${op.erreur})` : ''}.`,
        action: 'Renvoyée avec sa clé à chaque reprise.',
      });
    await saveDiscrepancies(tx, found);
    const totaux = { processeur: book ? totalsOf(book) : null, grand_livre: ledger };
    await insertRun(tx, { totaux, nb_ecarts: found.length, en_cours: inFlight });
    return { discrepancies: found.length, inFlight, totaux };
  });
  for (const step of planned) {
    await runOperation(deps, step.id).catch((error: unknown) => {
      deps.log.warn({ err: error, operationId: step.id }, 'correction du rapprochement reportée');
    });
  }
  // Corrections made: look again at once, so what they settled is marked settled now.
  if (planned.length > 0 && again) return reconcile(deps, false);
  return result && { discrepancies: result.discrepancies, inFlight: result.inFlight };
}
