import { bookingTexts, refundQuote, seatsText } from '@bonneroute/shared/booking';
import { cancelRefusal } from '@bonneroute/shared/trips';
import type { DbOrTx } from '../db/client';
import { conflict, forbidden, notFound } from '../lib/http-error';
import { bookingMails } from '../mail/booking-mails';
import {
  activeBookingsOfTrip,
  markTripInactive,
  findBooking,
  findTrip,
} from './booking.repository';
import {
  findPayment,
  findPaymentByBooking,
  updatePayment,
  noteSeatsFreed,
  findUser,
  lockTrip,
  updateBooking,
  type BookingRow,
  type TripRow,
  recordMovement,
  findOperationOf,
  Outbox,
  siteUrl,
  planRefund,
  planVoid,
  recordRelease,
} from '../money';
import { releasePromoReservation } from './discovery-offer.service';
import type { AppDeps } from '../lib/app-deps';

/**
 * Gives one booking's money back per the policy (shared/booking/refund-policy.ts) and frees
 * its seats. Returns what goes back to the card, in cents.
 */
async function unwindBooking(
  tx: DbOrTx,
  trip: TripRow,
  booking: BookingRow,
  by: 'passager' | 'conducteur',
): Promise<number> {
  await updateBooking(tx, booking.id, { statut: 'ANNULEE' });
  await noteSeatsFreed(tx, trip.id);
  const found = await findPaymentByBooking(tx, booking.id);
  const payment = found && (await findPayment(tx, found.id, true));
  if (!payment) return 0;
  if (payment.status === 'EN_COURS' || payment.status === 'AUTHENTIFICATION_REQUISE') {
    // Still at the card step: the settlement will see ANNULE and release any hold.
    await updatePayment(tx, payment.id, { status: 'ANNULE', echec_raison: 'annulation' });
    await planVoid(tx, payment);
    return 0;
  }
  if (payment.status === 'EN_ATTENTE') {
    // Only held: released, never captured (recordRelease plans the void).
    await recordRelease(tx, payment);
    await updatePayment(tx, payment.id, { status: 'ANNULE', echec_raison: 'annulation' });
    return 0;
  }
  if (payment.status !== 'PAIEMENT_REUSSI') return 0;
  if (by === 'passager') {
    // The driver's acceptance is being captured right now: one decision at a time.
    const capture = await findOperationOf(tx, payment.id, 'CAPTURE');
    if (capture?.statut === 'PREVUE') throw conflict(bookingTexts.justAccepted, 'capture_en_cours');
  }
  // The same rule the refund quote shows before cancelling (GET /passagers/{id}/annulation).
  const refund = refundQuote({
    status: payment.status,
    montant: payment.montant,
    fees: payment.fees,
    departure: trip.depart_le,
    now: new Date(),
    by,
    majorChange: booking.modification_importante_le !== null,
  });
  // The refund is its own operation with its own key and job: never merged with another one.
  const step = await planRefund(tx, payment, refund.total);
  await recordMovement(
    tx,
    {
      type: 'REMBOURSEMENT',
      paiement_id: payment.id,
      trajet_id: trip.id,
      operation_id: step?.id,
    },
    [
      { compte: 'SEQUESTRE', montant: -refund.contribution, utilisateur_id: payment.conducteur_id },
      { compte: 'FRAIS', montant: -refund.fees },
      { compte: 'CARTE', montant: refund.total, utilisateur_id: payment.utilisateur_id },
    ],
  );
  const full = refund.total === payment.montant + payment.fees;
  await updatePayment(tx, payment.id, {
    status: full ? 'REMBOURSE' : 'REMBOURSE_PARTIELLEMENT',
  });
  return refund.total;
}

/** docs/product/booking-and-money.md `POST /annulations`: a passenger's booking (passager_id) or the driver's trip. */
export async function cancel(
  deps: AppDeps,
  userId: number,
  input: { trajet_id: number; passager_id?: number },
): Promise<{ message: string; rembourse: number }> {
  const trip = await findTrip(deps.db, input.trajet_id);
  if (!trip) throw notFound(bookingTexts.tripNotFound);
  if (input.passager_id !== undefined) return cancelBooking(deps, userId, trip, input.passager_id);
  if (trip.utilisateur_id !== userId) throw forbidden(bookingTexts.notYourBooking);
  return cancelTrip(deps, trip.id);
}

async function cancelBooking(deps: AppDeps, userId: number, trip: TripRow, bookingId: number) {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking || booking.trajet_id !== trip.id) throw notFound(bookingTexts.bookingNotFound);
  if (booking.utilisateur_id !== userId) throw forbidden(bookingTexts.notYourBooking);
  const outbox = new Outbox();
  const { refund, announce } = await deps.db.transaction(async (tx) => {
    const locked = (await lockTrip(tx, trip.id))!;
    const current = (await findBooking(tx, bookingId))!;
    if (current.statut !== 'CONFIRMEE' && current.statut !== 'EN_ATTENTE')
      throw conflict(bookingTexts.alreadyCancelled, 'deja_annulee');
    // Not once the trip has left, nor once it is done.
    const refusal = cancelRefusal(locked);
    if (refusal) throw conflict(refusal, 'annulation_impossible');
    const refund = await unwindBooking(tx, locked, current, 'passager');
    outbox.chatAccessChanged.add(locked.id);
    const [passenger, driver] = await Promise.all([
      findUser(tx, userId),
      findUser(tx, locked.utilisateur_id),
    ]);
    const url = siteUrl(deps);
    outbox.notifications.push({
      utilisateur_id: driver!.id,
      type: 'RESERVATION_ANNULEE',
      trajet_id: locked.id,
      details: `${passenger!.prenom} a annulé ${seatsText(current.nb_places_reservees)}.`,
    });
    if (refund > 0)
      outbox.notifications.push({
        utilisateur_id: passenger!.id,
        type: 'REMBOURSEMENT',
        trajet_id: locked.id,
      });
    outbox.mails.push(
      {
        message: bookingMails.cancelledByPassenger(passenger!, locked, refund, url),
        dedupKey: `annulation-reservation:${current.id}`,
      },
      {
        message: bookingMails.passengerLeft(
          driver!,
          locked,
          passenger!.prenom,
          current.nb_places_reservees,
          url,
        ),
        dedupKey: `annulation-passager:${current.id}`,
      },
    );
    return { refund, announce: await outbox.flush(deps, tx) };
  });
  await announce();
  return { message: bookingTexts.bookingCancelled, rembourse: refund };
}

/**
 * A driver's cancellation: every passenger refunded in full and told, the trip deactivated.
 * The team's deactivation of an abusive trip is the same, with its audit entry
 * written in the same transaction (`during`).
 */
export async function cancelTrip(
  deps: AppDeps,
  tripId: number,
  during?: (tx: DbOrTx) => Promise<void>,
) {
  const outbox = new Outbox();
  const { refund, announce } = await deps.db.transaction(async (tx) => {
    const trip = await lockTrip(tx, tripId);
    if (!trip) throw notFound(bookingTexts.tripNotFound);
    if (during) await during(tx);
    if (!trip.actif) throw conflict(bookingTexts.tripAlreadyCancelled, 'deja_annule');
    // Once the trip has left (or is done) its escrow is the driver's, not refundable.
    const refusal = cancelRefusal(trip);
    if (refusal) throw conflict(refusal, 'annulation_impossible');
    const url = siteUrl(deps);
    let refunded = 0;
    for (const booking of await activeBookingsOfTrip(tx, trip.id)) {
      const amount = await unwindBooking(tx, trip, booking, 'conducteur');
      refunded += amount;
      const passenger = (await findUser(tx, booking.utilisateur_id))!;
      outbox.notifications.push({
        utilisateur_id: passenger.id,
        type: 'TRAJET_ANNULE',
        trajet_id: trip.id,
      });
      outbox.mails.push({
        message: bookingMails.tripCancelled(passenger, trip, amount, url),
        dedupKey: `annulation-trajet:${trip.id}:${booking.id}`,
      });
    }
    await markTripInactive(tx, trip.id);
    outbox.chatAccessChanged.add(trip.id);
    // The trip's reserved promo-code use goes back to the code.
    await releasePromoReservation(tx, trip.id);
    const driver = (await findUser(tx, trip.utilisateur_id))!;
    outbox.mails.push({
      message: bookingMails.tripCancelledDriver(driver, trip, url),
      dedupKey: `annulation-trajet-conducteur:${trip.id}`,
    });
    return { refund: refunded, announce: await outbox.flush(deps, tx) };
  });
  await announce();
  return { message: bookingTexts.tripCancelled, rembourse: refund };
}
