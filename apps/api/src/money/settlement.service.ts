import { seatsText } from '@bonneroute/shared/booking';
import type { DbOrTx } from '../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import { bookingMails } from '../mail/booking-mails';
import { EXPIRE_REQUEST_TASK, REQUEST_ANSWER_HOURS } from './money-jobs';
import { findPayment, updatePayment, type PaymentRow } from './payments.repository';
import { noteSeatsFreed, lockTrip, updateBooking, type TripRow } from './seat-holds.repository';
import { recordMovement } from './ledger.repository';
import { processorCall } from './operation-calls';
import { findOperationOf, insertOperation, type OperationRow } from './operations.repository';
import { Outbox, people, siteUrl } from './outbox';
import { enqueueOperation, runStep } from './processor-step';
import type { AppDeps } from '../lib/app-deps';

const PENDING = new Set(['EN_COURS', 'AUTHENTIFICATION_REQUISE']);

/** Plans the release of a hold at the processor: its own operation, key and job. */
export async function planVoid(tx: DbOrTx, payment: PaymentRow): Promise<OperationRow | null> {
  if (!payment.provider_ref) return null;
  const step = await insertOperation(tx, {
    type: 'ANNULATION',
    paiement_id: payment.id,
    montant: payment.montant + payment.fees,
  });
  await enqueueOperation(tx, step.id);
  return step;
}

/** Plans a refund to the card: its own operation, key and job (never shared). */
export async function planRefund(tx: DbOrTx, payment: PaymentRow, amount: number) {
  if (amount <= 0) return null;
  const step = await insertOperation(tx, {
    type: 'REMBOURSEMENT',
    paiement_id: payment.id,
    montant: amount,
  });
  await enqueueOperation(tx, step.id);
  return step;
}

/** Locks the trip (every seat change goes through this lock), then reads the payment. */
export async function lockPayment(tx: DbOrTx, paymentId: number) {
  const peek = await findPayment(tx, paymentId);
  if (!peek) throw new Error(`paiement ${paymentId} introuvable`);
  const trip = (await lockTrip(tx, peek.trajet_id))!;
  const payment = (await findPayment(tx, paymentId, true))!;
  return { trip, payment };
}

/**
 * An attempt that never got (or lost) its authorisation: the seats go back, nothing was
 * recorded as charged; a hold the processor may have made is released.
 */
export async function releasePayment(
  deps: AppDeps,
  paymentId: number,
  outcome: { status: 'PAIEMENT_ECHOUE' | 'ANNULE'; reason: string },
): Promise<PaymentRow> {
  return deps.db.transaction(async (tx) => {
    const { payment } = await lockPayment(tx, paymentId);
    if (!PENDING.has(payment.status)) return payment;
    await updateBooking(tx, payment.passager_id, {
      statut: outcome.status === 'PAIEMENT_ECHOUE' ? 'PAIEMENT_ECHOUE' : 'ABANDONNEE',
    });
    await noteSeatsFreed(tx, payment.trajet_id);
    await planVoid(tx, payment);
    return updatePayment(tx, payment.id, { status: outcome.status, echec_raison: outcome.reason });
  });
}

/**
 * Runs a capture recorded by a decision. The decision stands whatever happens here: a lost answer
 * leaves the operation to the recovery job (same key), a refusal is undone by its effects.
 */
export async function runCapture(deps: AppDeps, step: OperationRow | null): Promise<void> {
  if (!step) return;
  try {
    await runStep(deps, step, processorCall(deps));
  } catch (error) {
    deps.log.warn({ err: error, operationId: step.id }, 'capture sans réponse : reprise plus tard');
  }
}

/**
 * The processor authorised the amount: the decision, in one transaction. Automatic trip: the
 * capture is recorded (ledger and operation) and the booking confirmed, then the capture runs.
 * Manual trip: the hold stays and the driver is asked (docs/product/booking-and-money.md, Automatic
 * and manual bookings). A payment released meanwhile (abandoned, trip cancelled) gets its hold
 * voided instead.
 */
export async function settleAuthorised(
  deps: AppDeps,
  paymentId: number,
  providerRef: string,
): Promise<PaymentRow> {
  const outbox = new Outbox();
  const { row, capture, announce } = await deps.db.transaction(async (tx) => {
    const { trip, payment } = await lockPayment(tx, paymentId);
    const none = { capture: null, announce: async () => undefined };
    if (!PENDING.has(payment.status)) {
      if (payment.status === 'ANNULE' || payment.status === 'PAIEMENT_ECHOUE') {
        // Released meanwhile: nothing was recorded as held, the hold goes back.
        const late = payment.provider_ref
          ? payment
          : await updatePayment(tx, payment.id, { provider_ref: providerRef });
        if (!(await findOperationOf(tx, payment.id, 'ANNULATION'))) await planVoid(tx, late);
      }
      return { row: payment, ...none };
    }
    const authorisation = await findOperationOf(tx, payment.id, 'AUTORISATION');
    const { passenger, driver } = await people(tx, payment);
    const total = payment.montant + payment.fees;
    await recordMovement(
      tx,
      {
        type: 'AUTORISATION',
        paiement_id: payment.id,
        trajet_id: trip.id,
        operation_id: authorisation?.id,
      },
      [
        { compte: 'CARTE', montant: -total, utilisateur_id: passenger.id },
        { compte: 'EMPREINTE', montant: total, utilisateur_id: passenger.id },
      ],
    );
    const url = siteUrl(deps);
    if (trip.is_resa_automatique) {
      const capture = await recordCapture(tx, payment, trip);
      const row = await updatePayment(tx, payment.id, {
        status: 'PAIEMENT_REUSSI',
        provider_ref: providerRef,
        date_paiement: new Date(),
      });
      await updateBooking(tx, payment.passager_id, {
        statut: 'CONFIRMEE',
        datetime_acceptation: new Date(),
      });
      outbox.notifications.push(
        {
          utilisateur_id: driver.id,
          type: 'RESERVATION_CONFIRMEE',
          trajet_id: trip.id,
          details: `${passenger.prenom} a réservé ${seatsText(payment.nb_places)}.`,
        },
        { utilisateur_id: passenger.id, type: 'PAIEMENT_EFFECTUE', trajet_id: trip.id },
      );
      outbox.mails.push(
        {
          message: bookingMails.confirmed(passenger, trip, payment.nb_places, total, url),
          dedupKey: `reservation-confirmee:${payment.id}`,
        },
        {
          message: bookingMails.newPassenger(
            driver,
            trip,
            passenger.prenom,
            payment.nb_places,
            url,
          ),
          dedupKey: `nouveau-passager:${payment.id}`,
        },
      );
      return { row, capture, announce: await outbox.flush(deps, tx) };
    }
    const row = await updatePayment(tx, payment.id, {
      status: 'EN_ATTENTE',
      provider_ref: providerRef,
    });
    await updateBooking(tx, payment.passager_id, { statut: 'EN_ATTENTE' });
    const deadline = Math.min(
      Date.now() + REQUEST_ANSWER_HOURS * 3600_000,
      trip.depart_le.getTime(),
    );
    await enqueueJob(
      tx,
      EXPIRE_REQUEST_TASK,
      { bookingId: payment.passager_id },
      { jobKey: `demande-expiree:${payment.passager_id}`, runAt: new Date(deadline) },
    );
    outbox.notifications.push({
      utilisateur_id: driver.id,
      type: 'DEMANDE_RESERVATION',
      trajet_id: trip.id,
      details: `${passenger.prenom} demande ${seatsText(payment.nb_places)}.`,
    });
    outbox.mails.push(
      {
        message: bookingMails.request(driver, trip, passenger.prenom, payment.nb_places, url),
        dedupKey: `demande-reservation:${payment.id}`,
      },
      {
        message: bookingMails.requestPending(passenger, trip, total, url),
        dedupKey: `demande-envoyee:${payment.id}`,
      },
    );
    return { row, capture: null, announce: await outbox.flush(deps, tx) };
  });
  await announce();
  if (!capture) return row;
  await runCapture(deps, capture);
  return (await findPayment(deps.db, paymentId))!;
}

/**
 * The hold becomes money, as a decision: the driver's share in escrow and our fee, recorded with
 * the capture operation the processor will be asked (runCapture, or the recovery job).
 */
export async function recordCapture(
  tx: DbOrTx,
  payment: PaymentRow,
  trip: TripRow,
): Promise<OperationRow> {
  const total = payment.montant + payment.fees;
  const step = await insertOperation(tx, {
    type: 'CAPTURE',
    paiement_id: payment.id,
    montant: total,
  });
  await recordMovement(
    tx,
    { type: 'CAPTURE', paiement_id: payment.id, trajet_id: trip.id, operation_id: step.id },
    [
      { compte: 'EMPREINTE', montant: -total, utilisateur_id: payment.utilisateur_id },
      { compte: 'SEQUESTRE', montant: payment.montant, utilisateur_id: payment.conducteur_id },
      { compte: 'FRAIS', montant: payment.fees },
    ],
  );
  return step;
}

/** A hold given back to the card, with the void operation that tells the processor. */
export async function recordRelease(tx: DbOrTx, payment: PaymentRow) {
  const total = payment.montant + payment.fees;
  const step = await planVoid(tx, payment);
  await recordMovement(
    tx,
    {
      type: 'LIBERATION',
      paiement_id: payment.id,
      trajet_id: payment.trajet_id,
      operation_id: step?.id,
    },
    [
      { compte: 'EMPREINTE', montant: -total, utilisateur_id: payment.utilisateur_id },
      { compte: 'CARTE', montant: total, utilisateur_id: payment.utilisateur_id },
    ],
  );
}
