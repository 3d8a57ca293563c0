import type { ReactNode } from 'react';
import { plural } from '@bonneroute/shared/french';
import { driverShareText, feeIncludedText, formatEuros } from '@bonneroute/shared/pricing';
import { seatsLeftOnLeg, type Trip } from '@bonneroute/shared/trips';
import { useQuote } from '@/lib/pricing';
import styles from './trip-page.module.css';

/** The contribution of the trip, or of the searched leg. */
export const contributionOf = (trip: Trip) =>
  trip.troncon?.montant_contribution ?? trip.montant_contribution;

/**
 * One seat's price said plainly (docs/product/booking-and-money.md « Price of a booking »): a
 * passenger reads what they pay and the fee inside it; the driver reads what they receive (their
 * own contribution, never the public price unexplained) and what the passenger pays.
 */
export function TripPrice({
  trip,
  isDriver,
  children,
}: {
  trip: Trip;
  isDriver: boolean;
  /** Beside the price (the message button). */
  children?: ReactNode;
}) {
  const price = useQuote(contributionOf(trip), 1);
  const seats = seatsLeftOnLeg(trip);
  return (
    <div className={styles.priceBlock}>
      <p className={styles.price}>
        {isDriver ? (
          <>
            {formatEuros(price.contribution_cents)} <small>pour vous, par passager</small>
          </>
        ) : (
          <>
            {formatEuros(price.public_price_cents)} <small>par passager</small>
          </>
        )}{' '}
        <small className={styles.seatsLeft}>
          {seats === 0 ? 'Complet' : plural(seats, 'placeDisponible')}
        </small>
        {children}
      </p>
      <p className={styles.priceNote} data-testid="prix-explique">
        {isDriver ? driverShareText(price) : feeIncludedText(price)}
      </p>
    </div>
  );
}
