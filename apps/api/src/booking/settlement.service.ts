import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import type { NewNotification } from '../notifications/notifications.repository';
import type { MailMessage } from '../mail/mail.service';
import { publicUrl } from '../config/env';
import { bookingMails } from './booking-mails';
import { BOOKING_TASKS, REQUEST_ANSWER_HOURS } from './booking-jobs';
import {
  addReservedSeats,
  findPayment,
  findTrip,
  findUser,
  lockTrip,
  updateBooking,
  updatePayment,
  type PaymentRow,
  type TripRow,
} from './booking.repository';
import { recordMovement } from './ledger.repository';

const PENDING = new Set(['EN_COURS', 'AUTHENTIFICATION_REQUISE']);

/** What a change tells people, written in its transaction and announced after the commit. */
export class Outbox {
  notifications: NewNotification[] = [];
  mails: { message: MailMessage; dedupKey: string }[] = [];

  async flush(app: FastifyInstance, tx: DbOrTx): Promise<() => Promise<void>> {
    const rows = await app.notifications.create(tx, this.notifications);
    for (const mail of this.mails)
      await app.mail.queue(tx, mail.message, { dedupKey: mail.dedupKey });
    return async () => {
      await app.notifications.announce(rows).catch((error: unknown) => {
        app.log.warn({ err: error }, 'annonce des notifications impossible');
      });
    };
  }
}

export function siteUrl(app: FastifyInstance): string {
  return publicUrl(app.env);
}

export async function people(
  tx: DbOrTx,
  payment: Pick<PaymentRow, 'utilisateur_id' | 'conducteur_id'>,
) {
  const [passenger, driver] = await Promise.all([
    findUser(tx, payment.utilisateur_id),
    findUser(tx, payment.conducteur_id),
  ]);
  return { passenger: passenger!, driver: driver! };
}

export function enqueueVoid(tx: DbOrTx, payment: PaymentRow) {
  if (!payment.provider_ref) return Promise.resolve();
  return enqueueJob(
    tx,
    BOOKING_TASKS.providerVoid,
    { providerRef: payment.provider_ref },
    { jobKey: `liberation:${payment.id}`, maxAttempts: 25 },
  );
}

export function enqueueRefund(tx: DbOrTx, payment: PaymentRow, amount: number, key: string) {
  if (amount <= 0) return Promise.resolve();
  return enqueueJob(
    tx,
    BOOKING_TASKS.providerRefund,
    { captureRef: payment.capture_ref ?? payment.provider_ref, amount },
    { jobKey: `remboursement:${key}`, maxAttempts: 25 },
  );
}

/** Locks the trip (every seat change goes through this lock), then reads the payment. */
async function lockPayment(tx: DbOrTx, paymentId: number) {
  const peek = await findPayment(tx, paymentId);
  if (!peek) throw new Error(`paiement ${paymentId} introuvable`);
  const trip = (await lockTrip(tx, peek.trajet_id))!;
  const payment = (await findPayment(tx, paymentId, true))!;
  return { trip, payment };
}

/**
 * An attempt that never got (or lost) its authorisation: the seats go back, nothing was
 * charged, so the ledger has nothing to write.
 */
export async function releasePayment(
  app: FastifyInstance,
  paymentId: number,
  outcome: { status: 'PAIEMENT_ECHOUE' | 'ANNULE'; reason: string },
): Promise<PaymentRow> {
  return app.db.transaction(async (tx) => {
    const { payment } = await lockPayment(tx, paymentId);
    if (!PENDING.has(payment.status)) return payment;
    await updateBooking(tx, payment.passager_id, {
      statut: outcome.status === 'PAIEMENT_ECHOUE' ? 'PAIEMENT_ECHOUE' : 'ABANDONNEE',
    });
    await addReservedSeats(tx, payment.trajet_id, -payment.nb_places);
    await enqueueVoid(tx, payment);
    return updatePayment(tx, payment.id, { status: outcome.status, echec_raison: outcome.reason });
  });
}

/**
 * The processor authorised the amount. Automatic trip: capture now and confirm. Manual trip:
 * keep the hold and ask the driver (spec §4, issue 7).
 */
export async function settleAuthorised(
  app: FastifyInstance,
  paymentId: number,
  providerRef: string,
): Promise<PaymentRow> {
  const before = (await findPayment(app.db, paymentId))!;
  const automatic = (await findTrip(app.db, before.trajet_id))!.is_resa_automatique;
  const total = before.montant + before.fees;
  let captureRef: string | null = null;
  if (automatic) {
    try {
      captureRef = (await app.payments.capture(providerRef, total)).captureRef;
    } catch (error) {
      app.log.warn({ err: error, paymentId }, 'capture refusée');
      await updatePayment(app.db, paymentId, { provider_ref: providerRef });
      return releasePayment(app, paymentId, { status: 'PAIEMENT_ECHOUE', reason: 'capture' });
    }
  }

  const outbox = new Outbox();
  const { row, announce } = await app.db.transaction(async (tx) => {
    const { trip, payment } = await lockPayment(tx, paymentId);
    if (!PENDING.has(payment.status)) {
      // Released meanwhile (abandon job, trip cancelled): give the money back.
      const late = { ...payment, provider_ref: providerRef, capture_ref: captureRef };
      if (captureRef) await enqueueRefund(tx, late, total, `tardif:${payment.id}`);
      else await enqueueVoid(tx, late);
      return { row: payment, announce: async () => undefined };
    }
    const { passenger, driver } = await people(tx, payment);
    const movement = { paiement_id: payment.id, trajet_id: trip.id };
    await recordMovement(tx, { type: 'AUTORISATION', ...movement }, [
      { compte: 'CARTE', montant: -total, utilisateur_id: passenger.id },
      { compte: 'EMPREINTE', montant: total, utilisateur_id: passenger.id },
    ]);
    const url = siteUrl(app);
    let row: PaymentRow;
    if (automatic) {
      await recordCapture(tx, payment, trip);
      row = await updatePayment(tx, payment.id, {
        status: 'PAIEMENT_REUSSI',
        provider_ref: providerRef,
        capture_ref: captureRef,
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
          details: `${passenger.prenom} a réservé ${payment.nb_places} place(s).`,
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
    } else {
      row = await updatePayment(tx, payment.id, {
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
        BOOKING_TASKS.expireRequest,
        { bookingId: payment.passager_id },
        { jobKey: `demande-expiree:${payment.passager_id}`, runAt: new Date(deadline) },
      );
      outbox.notifications.push({
        utilisateur_id: driver.id,
        type: 'DEMANDE_RESERVATION',
        trajet_id: trip.id,
        details: `${passenger.prenom} demande ${payment.nb_places} place(s).`,
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
    }
    return { row, announce: await outbox.flush(app, tx) };
  });
  await announce();
  return row;
}

/** The hold becomes money: the driver's share in escrow, our fee earned. */
export async function recordCapture(tx: DbOrTx, payment: PaymentRow, trip: TripRow) {
  await recordMovement(tx, { type: 'CAPTURE', paiement_id: payment.id, trajet_id: trip.id }, [
    {
      compte: 'EMPREINTE',
      montant: -(payment.montant + payment.fees),
      utilisateur_id: payment.utilisateur_id,
    },
    { compte: 'SEQUESTRE', montant: payment.montant, utilisateur_id: payment.conducteur_id },
    { compte: 'FRAIS', montant: payment.fees },
  ]);
}

/** A hold given back to the card. */
export async function recordRelease(tx: DbOrTx, payment: PaymentRow) {
  const total = payment.montant + payment.fees;
  await recordMovement(
    tx,
    { type: 'LIBERATION', paiement_id: payment.id, trajet_id: payment.trajet_id },
    [
      { compte: 'EMPREINTE', montant: -total, utilisateur_id: payment.utilisateur_id },
      { compte: 'CARTE', montant: total, utilisateur_id: payment.utilisateur_id },
    ],
  );
}
