import { addDays, calendarDateInParis } from '../dates';
import { formatEurosShort } from '../pricing/format';
import { FULL_REFUND_NOTICE_HOURS, refundFor, type Refund } from './refund-policy';

/**
 * The latest a card refund shows on the passenger's account, in working days: the processor
 * sends it at once, the card networks take 5 to 10 working days (docs/decisions.md, refund delay).
 */
export const REFUND_MAX_WORKING_DAYS = 10;

/** The Paris day, YYYY-MM-DD, by which a refund made at `at` has reached the card (weekends skipped). */
export function refundArrivesBy(at: Date): string {
  let day = calendarDateInParis(at);
  let left = REFUND_MAX_WORKING_DAYS;
  while (left > 0) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

export type RefundRule =
  'plus-24h' | 'moins-24h' | 'conducteur' | 'modification-importante' | 'non-debite';

export interface RefundQuote extends Refund {
  rule: RefundRule;
  /** What the card was charged (or holds), cents. */
  paid: number;
  /** What is kept: the fee, and half the contribution under 24 h. */
  kept: number;
  /** The policy's sentence that gives this figure. */
  ruleText: string;
}

export interface RefundQuoteInput {
  /** The booking's payment status (PAIEMENT_REUSSI is the only one charged). */
  status: string;
  montant: number;
  fees: number;
  departure: Date;
  now: Date;
  by: 'passager' | 'conducteur';
  /**
   * The trip changed in a major way after this booking (docs/product/trips-and-search.md
   * #changing-a-published-trip): the passenger's cancellation refunds as the driver's would.
   */
  majorChange?: boolean;
}

/**
 * What a cancellation now would give back, by the very rule the cancellation refunds with
 * (`refundFor`, docs/product/booking-and-money.md « Cancellation and refunds »). A payment not
 * charged (held, or still at the card step) is released: nothing was taken, nothing comes back.
 */
export function refundQuote(input: RefundQuoteInput): RefundQuote {
  const paid = input.montant + input.fees;
  if (input.status !== 'PAIEMENT_REUSSI')
    return {
      contribution: 0,
      fees: 0,
      total: 0,
      paid,
      kept: 0,
      rule: 'non-debite',
      ruleText:
        paid > 0
          ? `Rien n’a été débité : les ${formatEurosShort(paid)} bloqués sur votre carte sont libérés.`
          : 'Rien n’a été débité.',
    };
  const full = input.by === 'passager' && input.majorChange;
  const refund = refundFor(full ? { ...input, by: 'conducteur' } : input);
  const early =
    input.departure.getTime() - input.now.getTime() > FULL_REFUND_NOTICE_HOURS * 3600_000;
  const rule: RefundRule = full
    ? 'modification-importante'
    : input.by === 'conducteur'
      ? 'conducteur'
      : early
        ? 'plus-24h'
        : 'moins-24h';
  const fee = formatEurosShort(input.fees);
  const ruleText = {
    conducteur:
      'Le conducteur annule : vous êtes remboursé intégralement, frais de service compris.',
    'modification-importante':
      'Le trajet a changé de façon importante après votre réservation : vous êtes remboursé intégralement, frais de service compris.',
    'plus-24h': `Plus de ${FULL_REFUND_NOTICE_HOURS} heures avant le départ : la participation est remboursée en entier ; les ${fee} de frais de service restent acquis.`,
    'moins-24h': `Moins de ${FULL_REFUND_NOTICE_HOURS} heures avant le départ : la moitié de la participation est remboursée, l’autre moitié revient au conducteur ; les ${fee} de frais de service restent acquis.`,
  }[rule];
  return { ...refund, paid, kept: paid - refund.total, rule, ruleText };
}
