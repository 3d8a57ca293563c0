import { bookingTexts, refundArrivesBy, refundQuote } from '@bonneroute/shared/booking';
import type { RefundQuoteAnswer } from '@bonneroute/shared/booking';
import { cancelRefusal } from '@bonneroute/shared/trips';
import { conflict, forbidden, notFound } from '../lib/http-error';
import { findBooking, findTrip } from './booking.repository';
import { findPaymentByBooking } from '../money';
import type { AppDeps } from '../lib/app-deps';

/**
 * docs/product/booking-and-money.md `GET /passagers/{id}/annulation`: what the passenger's
 * cancellation of this booking would give back now, by the rule the cancellation refunds with
 * (`refundFor`, through the shared `refundQuote`). Refuses what the cancellation refuses.
 */
export async function quoteRefund(
  deps: AppDeps,
  userId: number,
  bookingId: number,
  now: Date = new Date(),
): Promise<RefundQuoteAnswer> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) throw notFound(bookingTexts.bookingNotFound);
  if (booking.utilisateur_id !== userId) throw forbidden(bookingTexts.notYourBooking);
  if (booking.statut !== 'CONFIRMEE' && booking.statut !== 'EN_ATTENTE')
    throw conflict(bookingTexts.alreadyCancelled, 'deja_annulee');
  const trip = (await findTrip(deps.db, booking.trajet_id))!;
  const refusal = cancelRefusal(trip);
  if (refusal) throw conflict(refusal, 'annulation_impossible');
  const payment = await findPaymentByBooking(deps.db, booking.id);
  const refund = refundQuote({
    status: payment?.status ?? 'ANNULE',
    montant: payment?.montant ?? 0,
    fees: payment?.fees ?? 0,
    departure: trip.depart_le,
    now,
    by: 'passager',
    majorChange: booking.modification_importante_le !== null,
  });
  return {
    passager_id: booking.id,
    trajet_id: trip.id,
    paye: refund.paid,
    rembourse: refund.total,
    retenu: refund.kept,
    regle: refund.rule,
    texte_regle: refund.ruleText,
    remboursement_avant: refund.total > 0 ? refundArrivesBy(now) : null,
  };
}
