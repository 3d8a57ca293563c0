import { bookingTexts, type BookingRequest } from '@bonneroute/shared/booking';
import { isBookable } from '@bonneroute/shared/trips';
import { conflict, forbidden, notFound } from '../lib/http-error';
import { bookingMails } from '../mail/booking-mails';
import { findBooking, findTrip, listRequestsOfTrip } from './booking.repository';
import {
  findPayment,
  findPaymentByBooking,
  updatePayment,
  type PaymentRow,
  noteSeatsFreed,
  lockTrip,
  updateBooking,
  Outbox,
  people,
  siteUrl,
  recordCapture,
  recordRelease,
  runCapture,
} from '../money';
import type { AppDeps } from '../lib/app-deps';

/** The driver's "Gestion passagers": requests waiting and bookings confirmed. */
export async function listRequests(
  deps: AppDeps,
  userId: number,
  tripId: number,
): Promise<BookingRequest[]> {
  const trip = await findTrip(deps.db, tripId);
  if (!trip) throw notFound(bookingTexts.tripNotFound);
  if (trip.utilisateur_id !== userId) throw forbidden(bookingTexts.notYourTrip);
  const rows = await listRequestsOfTrip(deps.db, tripId);
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    datetime_acceptation: row.datetime_acceptation?.toISOString() ?? null,
  }));
}

async function pendingRequestOf(deps: AppDeps, userId: number, bookingId: number) {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) throw notFound(bookingTexts.bookingNotFound);
  const trip = (await findTrip(deps.db, booking.trajet_id))!;
  if (trip.utilisateur_id !== userId) throw forbidden(bookingTexts.notYourTrip);
  return booking;
}

/**
 * Acceptance captures the hold; the passenger is told. The decision is taken under
 * the trip's lock, as refusal, expiry and the passenger's cancellation are: exactly one of them
 * finds the request still waiting. The capture is recorded with the decision, then asked of the
 * processor; a cancellation can never have released a hold that is being captured.
 */
export async function acceptRequest(
  deps: AppDeps,
  userId: number,
  bookingId: number,
): Promise<void> {
  await pendingRequestOf(deps, userId, bookingId);
  const outbox = new Outbox();
  const decided = await deps.db.transaction(async (tx) => {
    const booking = (await findBooking(tx, bookingId))!;
    const trip = (await lockTrip(tx, booking.trajet_id))!;
    const current = (await findBooking(tx, bookingId))!;
    const found = await findPaymentByBooking(tx, bookingId);
    const payment = found && (await findPayment(tx, found.id, true));
    if (current.statut !== 'EN_ATTENTE' || !payment || payment.status !== 'EN_ATTENTE')
      throw conflict(bookingTexts.requestNotPending, 'deja_traitee');
    if (!isBookable(trip)) throw conflict(bookingTexts.requestTooLate, 'trajet_parti');
    const capture = await recordCapture(tx, payment, trip);
    await updatePayment(tx, payment.id, { status: 'PAIEMENT_REUSSI', date_paiement: new Date() });
    await updateBooking(tx, bookingId, { statut: 'CONFIRMEE', datetime_acceptation: new Date() });
    const { passenger } = await people(tx, payment);
    outbox.notifications.push({
      utilisateur_id: passenger.id,
      type: 'RESERVATION_ACCEPTEE',
      trajet_id: trip.id,
    });
    outbox.mails.push({
      message: bookingMails.accepted(
        passenger,
        trip,
        payment.montant + payment.fees,
        siteUrl(deps),
      ),
      dedupKey: `reservation-acceptee:${payment.id}`,
    });
    return { capture, paymentId: payment.id, announce: await outbox.flush(deps, tx) };
  });
  await decided.announce();
  await runCapture(deps, decided.capture);
  // The processor refused (the hold expired): the booking was undone, the driver is told.
  const after = await findPayment(deps.db, decided.paymentId);
  if (after?.status === 'PAIEMENT_ECHOUE')
    throw conflict(bookingTexts.requestNotPending, 'empreinte_expiree');
}

export async function refuseRequest(deps: AppDeps, userId: number, bookingId: number) {
  await pendingRequestOf(deps, userId, bookingId);
  const released = await releaseRequest(deps, bookingId, 'refus');
  if (!released) throw conflict(bookingTexts.requestNotPending, 'deja_traitee');
}

/**
 * Refusal, or no answer in time: the hold goes back to the card, the seats to the trip, the
 * passenger is told. Returns the payment, or null when the request was no longer waiting.
 */
export async function releaseRequest(
  deps: AppDeps,
  bookingId: number,
  reason: 'refus' | 'expiration',
): Promise<PaymentRow | null> {
  const outbox = new Outbox();
  const result = await deps.db.transaction(async (tx) => {
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
    outbox.chatAccessChanged.add(booking.trajet_id);
    await noteSeatsFreed(tx, trip.id);
    const { passenger } = await people(tx, payment);
    outbox.notifications.push({
      utilisateur_id: passenger.id,
      type: reason === 'refus' ? 'RESERVATION_REFUSEE' : 'RESERVATION_EXPIREE',
      trajet_id: trip.id,
    });
    outbox.mails.push({
      message: bookingMails.released(passenger, trip, reason, siteUrl(deps)),
      dedupKey: `demande-${reason}:${payment.id}`,
    });
    return { row, announce: await outbox.flush(deps, tx) };
  });
  if (!result) return null;
  await result.announce();
  return result.row;
}
