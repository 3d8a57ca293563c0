import { plural } from '../french';
import { formatEuros, formatEurosShort } from './format';
import type { Quote } from './pricing';

/** One line of what a booking costs, as the screens and the server's quote show it. */
export interface PriceLine {
  code: 'participation' | 'frais' | 'reduction' | 'total';
  libelle: string;
  /** Signed cents: the discount is negative. */
  montant_cents: number;
}

/** The name of the multi-seat discount wherever it is shown (docs/product/booking-and-money.md). */
export const SEATS_DISCOUNT_NAME = 'Réduction plusieurs places';

/**
 * docs/product/booking-and-money.md « Price of a booking », said line by line: the passenger pays
 * the contribution and our fee per seat, minus the multi-seat discount (taken from our fee), and
 * the driver receives the contribution. Built from `quote()`, the very figures the server charges,
 * so the lines always add up to `total_cents`.
 */
export function priceBreakdown(price: Quote): PriceLine[] {
  const per = (cents: number) =>
    price.seats > 1 ? ` (${formatEuros(cents)} × ${plural(price.seats, 'place')})` : '';
  const lines: PriceLine[] = [
    {
      code: 'participation',
      libelle: `Participation versée au conducteur${per(price.contribution_cents)}`,
      montant_cents: price.montant_cents,
    },
    {
      code: 'frais',
      libelle: `Frais de service${per(price.fee_per_seat_cents)}`,
      montant_cents: price.seats * price.fee_per_seat_cents,
    },
  ];
  if (price.discount_cents > 0)
    lines.push({
      code: 'reduction',
      libelle: `${SEATS_DISCOUNT_NAME} (sur nos frais)`,
      montant_cents: -price.discount_cents,
    });
  lines.push({ code: 'total', libelle: 'Total à payer', montant_cents: price.total_cents });
  return lines;
}

/** Under a seat price: « dont 2 € de frais de service ». */
export function feeIncludedText(price: Quote): string {
  return `dont ${formatEurosShort(price.total_cents - price.montant_cents)} de frais de service`;
}

/** Why « 28 € » is struck through for 2 seats: « 1 € de réduction plusieurs places ». */
export function discountText(price: Quote): string | null {
  if (price.discount_cents <= 0) return null;
  return `${formatEurosShort(price.discount_cents)} de réduction plusieurs places, pris sur nos frais de service`;
}

/** The driver's side (publishing wizard, own trip): what they receive, what the passenger pays. */
export function driverShareText(price: Quote): string {
  return `Vous recevez ${formatEurosShort(price.contribution_cents)} par passager ; le passager paie ${formatEurosShort(price.public_price_cents)} (${formatEurosShort(price.fee_per_seat_cents)} de frais de service).`;
}
