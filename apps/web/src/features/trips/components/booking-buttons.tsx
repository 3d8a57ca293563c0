import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatEuros } from '@bonneroute/shared/pricing';
import { MAX_SEATS_PER_BOOKING } from '@bonneroute/shared/limits';
import { buildPath } from '@bonneroute/shared/routes';
import { tripTexts, type Trip } from '@bonneroute/shared/trips';
import { Button, ButtonLink } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/auth';
import { useQuote } from '@/lib/pricing';
import { LoginRequiredDialog } from './login-required-dialog';
import styles from './booking-buttons.module.css';
import { plural } from '@bonneroute/shared/french';

/** spec §2 Payment route: base64 of "tripId|seatCount". */
export function paymentCode(tripId: number, seats: number): string {
  return btoa(`${tripId}|${seats}`);
}

function SeatButton({ trip, seats, onBook }: { trip: Trip; seats: number; onBook: () => void }) {
  const price = useQuote(trip.montant_contribution, seats);
  const publicTotal = seats * price.public_price_cents;
  return (
    <Button onClick={onBook} className={styles.button}>
      <span>Réserver {plural(seats, 'place')}</span>
      <span className={styles.price}>
        {seats > 1 && price.total_cents < publicTotal ? (
          <s aria-label={`au lieu de ${formatEuros(publicTotal)}`}>{formatEuros(publicTotal)}</s>
        ) : null}{' '}
        {formatEuros(price.total_cents)}
      </span>
    </Button>
  );
}

/**
 * One « Réserver 1 place », « Réserver 2 places »… per bookable seat count (1–4) with the degressive price. A visitor gets
 * the login-required dialog; a user goes to the payment page (issue 7 owns the rest and may swap
 * this component for its own at merge).
 */
export function BookingButtons({ trip }: { trip: Trip }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [loginOpen, setLoginOpen] = useState(false);
  const available = Math.min(MAX_SEATS_PER_BOOKING, trip.computed.nb_places_disponibles);
  if (user?.id === trip.utilisateur_id) return null;
  if (available <= 0)
    return (
      <div className={styles.none}>
        <p>{tripTexts.noSeatLeft}</p>
        <ButtonLink to={buildPath('trouver')} variant="secondary">
          Trouver un autre covoiturage
        </ButtonLink>
      </div>
    );
  const book = (seats: number) => {
    if (!user) setLoginOpen(true);
    else void navigate(buildPath('paiement', { code: paymentCode(trip.id, seats) }));
  };
  return (
    <div className={styles.list}>
      {Array.from({ length: available }, (_, i) => i + 1).map((seats) => (
        <SeatButton key={seats} trip={trip} seats={seats} onBook={() => book(seats)} />
      ))}
      <LoginRequiredDialog open={loginOpen} onClose={() => setLoginOpen(false)} tripId={trip.id} />
    </div>
  );
}
