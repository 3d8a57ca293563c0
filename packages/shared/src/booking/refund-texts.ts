import { formatDay } from '../dates/format';
import { pluralForm } from '../french';
import { formatEuros } from '../pricing/format';

/** « 22,00 € vous sont remboursés », « 1,50 € vous est remboursé » (French agrees below 2). */
const refunded = (cents: number) =>
  `${formatEuros(cents)} ${pluralForm(cents / 100, { one: 'vous est remboursé', other: 'vous sont remboursés' })}`;

/**
 * The passenger's cancel dialog, before and after confirming (docs/product/booking-and-money.md
 * « Cancellation and refunds »): the figures come from the server's quote and cancellation.
 */
export const refundTexts = {
  quoteLoading: 'Calcul de votre remboursement…',
  /** The quote could not be read: the cancellation still works, by the same policy. */
  quoteFailed:
    'Le montant remboursé n’a pas pu être calculé pour le moment. Vous pouvez tout de même annuler : notre politique d’annulation s’applique, et le montant exact vous sera indiqué juste après.',
  confirmQuestion: 'Voulez-vous vraiment annuler votre réservation ?',
  willRefund: (refund: number, paid: number) =>
    refund > 0
      ? `Vous serez remboursé de ${formatEuros(refund)} sur les ${formatEuros(paid)} payés.`
      : 'Rien ne vous sera remboursé.',
  kept: (kept: number) => `Restent acquis : ${formatEuros(kept)}.`,
  doneTitle: 'Réservation annulée',
  done: (refund: number) =>
    refund > 0
      ? `Votre réservation est annulée : ${refunded(refund)} sur votre carte.`
      : 'Votre réservation est annulée.',
  /** `day`: YYYY-MM-DD, from `refundArrivesBy`. */
  arrivesBy: (day: string) =>
    `L’argent arrive sur votre carte au plus tard le ${formatDay(day, 'weekdayLong')}.`,
} as const;
