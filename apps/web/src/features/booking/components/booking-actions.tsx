import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { bookingTexts, encodeBookingCode, seatsText } from '@bonneroute/shared/booking';
import { discountText, formatEuros } from '@bonneroute/shared/pricing';
import { MAX_SEATS_PER_BOOKING } from '@bonneroute/shared/limits';
import { buildPath } from '@bonneroute/shared/routes';
import { tripTexts, type Leg } from '@bonneroute/shared/trips';
import { Button, ButtonLink, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCurrentUser } from '@/lib/auth';
import { useQuote } from '@/lib/pricing';
import { takeHash, useHydrated } from '@/lib/use-hydrated';
import styles from './booking-actions.module.css';

export interface BookableTrip {
  id: number;
  utilisateur_id: number;
  montant_contribution: number;
  nb_places_disponibles: number;
  /** The current user's booking on this trip, if any (docs/product/booking-and-money.md: passager_id). */
  passager_id?: number | null;
  /** The leg booked when the passenger searched a stage town (priced in montant_contribution). */
  troncon?: Leg | null;
}

/** Before hydration a seat button is a link to this hash (see BookingActions). */
const seatHash = (seats: number) => `#reserver-${seats}`;

function SeatButton({
  trip,
  seats,
  onChoose,
}: {
  trip: BookableTrip;
  seats: number;
  onChoose: (seats: number) => void;
}) {
  const hydrated = useHydrated();
  const price = useQuote(trip.montant_contribution, seats);
  const publicTotal = price.public_price_cents * seats;
  const label = (
    <>
      Réserver {seatsText(seats)}{' '}
      {seats > 1 && price.total_cents < publicTotal ? (
        <>
          <s aria-label={`au lieu de ${formatEuros(publicTotal)}`}>
            {formatEuros(publicTotal)}
          </s>{' '}
        </>
      ) : null}
      {formatEuros(price.total_cents)}
    </>
  );
  // A click before the page's code has arrived (slow phone) is kept in the address and honoured
  // once the page is live, instead of being lost.
  if (!hydrated)
    return (
      <a href={seatHash(seats)} className={buttonClassName({ variant: 'accent' })}>
        {label}
      </a>
    );
  return (
    <Button variant="accent" onClick={() => onChoose(seats)}>
      {label}
    </Button>
  );
}

/** Why the biggest count's price is struck through (the discount is the same from 2 seats on). */
function DiscountNote({ trip, seats }: { trip: BookableTrip; seats: number }) {
  const text = discountText(useQuote(trip.montant_contribution, seats));
  return text ? <p className={styles.note}>{text}</p> : null;
}

type Open = null | 'login' | 'already' | 'profile';

/**
 * The trip page's booking buttons and their dialogs (docs/product/booking-and-money.md): login required, already
 * booked ("Réserver de nouveau"), incomplete profile, else the payment page.
 * `profileComplete` says whether nationalité and pays de résidence are known.
 */
export function BookingActions({
  trip,
  profileComplete,
}: {
  trip: BookableTrip;
  profileComplete: boolean;
}) {
  const { user, isLoading } = useCurrentUser();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [seats, setSeats] = useState(1);

  const goPay = (count: number) =>
    void navigate(`/paiement/${encodeBookingCode(trip.id, count, trip.troncon)}`);
  const choose = (count: number, confirmedAgain = false) => {
    setSeats(count);
    if (!user) return setOpen('login');
    if (trip.passager_id && !confirmedAgain) return setOpen('already');
    if (!profileComplete) return setOpen('profile');
    goPay(count);
  };
  // A seat chosen before hydration (its link's hash), once the page is live and the member known.
  useEffect(() => {
    if (!hydrated || isLoading || user?.id === trip.utilisateur_id) return;
    for (let count = 1; count <= MAX_SEATS_PER_BOOKING; count += 1)
      if (takeHash(seatHash(count))) return choose(count);
    // Only when the page becomes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, isLoading]);
  if (user?.id === trip.utilisateur_id) return null;
  const available = Math.min(MAX_SEATS_PER_BOOKING, trip.nb_places_disponibles);
  if (available <= 0)
    return (
      <div>
        <p>{tripTexts.noSeatLeft}</p>
        <ButtonLink to={buildPath('trouver')} variant="secondary">
          Trouver un autre covoiturage
        </ButtonLink>
      </div>
    );

  const buttons = (
    <div className={styles.seats}>
      {Array.from({ length: available }, (_, i) => (
        <SeatButton key={i + 1} trip={trip} seats={i + 1} onChoose={(count) => choose(count)} />
      ))}
      <DiscountNote trip={trip} seats={available} />
    </div>
  );
  return (
    <div>
      {trip.passager_id ? (
        // Booked already: the booking (the trip page's « Ma réservation ») comes first, more seats
        // are one tap away, never a row of « Réserver » above « Confirmée ».
        <details className={styles.more}>
          <summary>{bookingTexts.bookOtherSeats}</summary>
          <p>
            {bookingTexts.alreadyBookedNotice}{' '}
            <Link to={buildPath('trajetsUtilisateurs', {}, { type: 'passager' })}>
              {bookingTexts.seeMyBooking}
            </Link>
          </p>
          {buttons}
        </details>
      ) : (
        buttons
      )}
      <Dialog
        open={open === 'login'}
        onClose={() => setOpen(null)}
        title={bookingTexts.loginRequiredTitle}
        actions={
          <>
            <ButtonLink
              to={buildPath(
                'connexion',
                {},
                { referer: buildPath('covoiturage', { id: trip.id }) },
              )}
            >
              Me connecter
            </ButtonLink>
            <ButtonLink to={buildPath('inscription')} variant="secondary">
              Créer un compte
            </ButtonLink>
          </>
        }
      >
        <p>{bookingTexts.loginRequiredText}</p>
      </Dialog>
      <Dialog
        open={open === 'already'}
        onClose={() => setOpen(null)}
        title={bookingTexts.alreadyBookedTitle}
        actions={
          <Button
            onClick={() => {
              setOpen(null);
              choose(seats, true);
            }}
          >
            {bookingTexts.bookAgain}
          </Button>
        }
      >
        <p>{bookingTexts.alreadyBookedText}</p>
      </Dialog>
      <Dialog
        open={open === 'profile'}
        onClose={() => setOpen(null)}
        title={bookingTexts.profileIncompleteTitle}
        actions={
          <ButtonLink to="/utilisateurs/infos?info=general">Compléter mon profil</ButtonLink>
        }
      >
        <p>{bookingTexts.profileIncompleteText}</p>
      </Dialog>
    </div>
  );
}
