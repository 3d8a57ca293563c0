import type { FastifyInstance } from 'fastify';
import { bookingTexts, type BookingRequest } from '@bonneroute/shared/booking';
import { conflict, forbidden, notFound } from '../lib/http-error';
import { bookingMails } from './booking-mails';
import {
  addReservedSeats,
  findBooking,
  findPayment,
  findPaymentByBooking,
  findTrip,
  listRequestsOfTrip,
  lockTrip,
  updateBooking,
  updatePayment,
  type PaymentRow,
} from './booking.repository';
import {
  Outbox,
  enqueueRefund,
  enqueueVoid,
  people,
  recordCapture,
  recordRelease,
  siteUrl,
} from './settlement.service';

/** The driver's "Gestion passagers": requests waiting and bookings confirmed. */
export async function listRequests(
  app: FastifyInstance,
  userId: number,
  tripId: number,
): Promise<BookingRequest[]> {
  const trip = await findTrip(app.db, tripId);
  if (!trip) throw notFound(bookingTexts.tripNotFound);
  if (trip.utilisateur_id !== userId) throw forbidden(bookingTexts.notYourTrip);
  const rows = await listRequestsOfTrip(app.db, tripId);
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    datetime_acceptation: row.datetime_acceptation?.toISOString() ?? null,
  }));
}

async function pendingRequestOf(app: FastifyInstance, userId: number, bookingId: number) {
  const booking = await findBooking(app.db, bookingId);
  if (!booking) throw notFound(bookingTexts.bookingNotFound);
  const trip = (await findTrip(app.db, booking.trajet_id))!;
  if (trip.utilisateur_id !== userId) throw forbidden(bookingTexts.notYourTrip);
  const payment = await findPaymentByBooking(app.db, booking.id);
  if (booking.statut !== 'EN_ATTENTE' || !payment || payment.status !== 'EN_ATTENTE')
    throw conflict(bookingTexts.requestNotPending, 'deja_traitee');
  return { booking, payment };
}

/** Acceptance captures the hold; the passenger is told (issue 7 §2). */
export async function acceptRequest(
  app: FastifyInstance,
  userId: number,
  bookingId: number,
): Promise<void> {
  const { payment } = await pendingRequestOf(app, userId, bookingId);
  const total = payment.montant + payment.fees;
  let captureRef: string;
  try {
    captureRef = (await app.payments.capture(payment.provider_ref!, total)).captureRef;
  } catch (error) {
    app.log.warn({ err: error, paymentId: payment.id }, 'capture refusée à l’acceptation');
    await releaseRequest(app, bookingId, 'expiration');
    throw conflict(bookingTexts.requestNotPending, 'empreinte_expiree');
  }
  const outbox = new Outbox();
  const announce = await app.db.transaction(async (tx) => {
    const trip = (await lockTrip(tx, payment.trajet_id))!;
    const current = (await findPayment(tx, payment.id, true))!;
    if (current.status !== 'EN_ATTENTE') {
      await enqueueRefund(
        tx,
        { ...current, capture_ref: captureRef },
        total,
        `tardif:${current.id}`,
      );
      return null;
    }
    await recordCapture(tx, current, trip);
    await updatePayment(tx, current.id, {
      status: 'PAIEMENT_REUSSI',
      capture_ref: captureRef,
      date_paiement: new Date(),
    });
    await updateBooking(tx, bookingId, { statut: 'CONFIRMEE', datetime_acceptation: new Date() });
    const { passenger } = await people(tx, current);
    outbox.notifications.push({
      utilisateur_id: passenger.id,
      type: 'RESERVATION_ACCEPTEE',
      trajet_id: trip.id,
    });
    outbox.mails.push({
      message: bookingMails.accepted(passenger, trip, total, siteUrl(app)),
      dedupKey: `reservation-acceptee:${current.id}`,
    });
    return outbox.flush(app, tx);
  });
  if (!announce) throw conflict(bookingTexts.requestNotPending, 'deja_traitee');
  await announce();
}

export async function refuseRequest(app: FastifyInstance, userId: number, bookingId: number) {
  await pendingRequestOf(app, userId, bookingId);
  const released = await releaseRequest(app, bookingId, 'refus');
  if (!released) throw conflict(bookingTexts.requestNotPending, 'deja_traitee');
}

/**
 * Refusal, or no answer in time: the hold goes back to the card, the seats to the trip, the
 * passenger is told. Returns the payment, or null when the request was no longer waiting.
 */
export async function releaseRequest(
  app: FastifyInstance,
  bookingId: number,
  reason: 'refus' | 'expiration',
): Promise<PaymentRow | null> {
  const outbox = new Outbox();
  const result = await app.db.transaction(async (tx) => {
    const booking = await findBooking(tx, bookingId);
    if (!booking) return null;
    const trip = (await lockTrip(tx, booking.trajet_id))!;
    const found = await findPaymentByBooking(tx, bookingId);
    const payment = found && (await findPayment(tx, found.id, true));
    if (!payment || payment.status !== 'EN_ATTENTE') return null;
    await recordRelease(tx, payment);
    const row = await updatePayment(tx, payment.id, {
      status: 'ANNULE',
      echec_raison: reason === 'refus' ? 'refusée par le conducteur' : 'sans réponse',
    });
    await updateBooking(tx, bookingId, { statut: reason === 'refus' ? 'REFUSEE' : 'EXPIREE' });
    await addReservedSeats(tx, trip.id, -payment.nb_places);
    await enqueueVoid(tx, payment);
    const { passenger } = await people(tx, payment);
    outbox.notifications.push({
      utilisateur_id: passenger.id,
      type: reason === 'refus' ? 'RESERVATION_REFUSEE' : 'RESERVATION_EXPIREE',
      trajet_id: trip.id,
    });
    outbox.mails.push({
      message: bookingMails.released(passenger, trip, reason, siteUrl(app)),
      dedupKey: `demande-${reason}:${payment.id}`,
    });
    return { row, announce: await outbox.flush(app, tx) };
  });
  if (!result) return null;
  await result.announce();
  return result.row;
}
