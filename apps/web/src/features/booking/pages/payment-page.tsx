import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  bookingTexts,
  decodeBookingCode,
  seatsText,
  type PaymentResult,
} from '@bonneroute/shared/booking';
import { formatLeg } from '@bonneroute/shared/trips';
import { discountText, formatEuros } from '@bonneroute/shared/pricing';
import { PriceBreakdown } from '@/components/price-breakdown/price-breakdown';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { usePageHead } from '@/lib/use-page-head';
import { useCreatePayment, type CardValues } from '../api/create-payment';
import { useBookingQuote } from '../api/get-booking-quote';
import { CardForm } from '../components/card-form';
import { useTimedMessage } from '@/lib/use-timed-message';
import styles from './payment-page.module.css';
import { markInstallEligible } from '@/lib/pwa/install-eligibility';

const ERROR_MS = 10_000;
/** A payment still being checked is asked again (same key: never a second charge). */
export const POLL_MS = 1_500;
const POLL_LIMIT = 80;

function isInProgress(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'paiement_en_cours';
}

/** Only these answers are a success; any other status is shown as a failure. */
function outcomeOf(result: PaymentResult): 'reussi' | 'en-attente' | 'challenge' | 'echec' {
  if (result.status === 'PAIEMENT_REUSSI') return 'reussi';
  if (result.status === 'EN_ATTENTE') return 'en-attente';
  if (result.status === 'AUTHENTIFICATION_REQUISE' && result.redirect_url) return 'challenge';
  return 'echec';
}

function failureText(error: unknown): string {
  // A refused card (402 carte_refusee) and any rule (seats gone, bad number…) come with the
  // server's own words; server or network trouble gets the documented technical message.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.detail;
  return bookingTexts.paymentFailed;
}

/** `/paiement/{base64(tripId|seats)}` (docs/product/booking-and-money.md). */
export default function PaymentPage() {
  usePageHead('Paiement');
  const { code = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const booking = decodeBookingCode(code);
  const { user } = useCurrentUser();
  const troncon = booking?.leg ? formatLeg(booking.leg) : undefined;
  const quote = useBookingQuote(booking?.tripId ?? null, booking?.seats ?? 1, troncon);
  const payment = useCreatePayment();
  const { message: errorMessage, show: showError } = useTimedMessage(ERROR_MS);
  const [formKey, setFormKey] = useState(0);
  const [checking, setChecking] = useState<'en-cours' | 'trop-long' | null>(null);
  const attempt = useRef<{ card: string; token: string } | null>(null);
  const poll = useRef<{ timer?: ReturnType<typeof setTimeout>; count: number }>({ count: 0 });
  useEffect(() => () => clearTimeout(poll.current.timer), []);

  // Back from a failed 3-D Secure challenge.
  useEffect(() => {
    if (search.get('paiement') === 'echec') {
      showError(bookingTexts.paymentFailed);
      setSearch({}, { replace: true });
    }
  }, [search, setSearch, showError]);

  if (!booking) return <Navigate404 />;
  if (quote.isLoading || !user) return <Spinner label="Chargement du paiement" />;
  if (quote.isError || !quote.data) return <Navigate404 />;
  const { trajet, devis } = quote.data;

  const fail = (message: string) => {
    attempt.current = null;
    setChecking(null);
    showError(message);
    setFormKey((key) => key + 1);
  };

  const pay = (card: CardValues) => {
    // The same card details retried keep their key: a double submit never charges twice.
    const fingerprint = JSON.stringify(card);
    if (attempt.current?.card !== fingerprint)
      attempt.current = { card: fingerprint, token: crypto.randomUUID() };
    poll.current.count = 0;
    send(card, attempt.current.token);
  };

  const send = (card: CardValues, token: string) => {
    payment.mutate(
      {
        userId: user.id,
        trajetId: trajet.id,
        conducteurId: trajet.utilisateur_id,
        seats: booking.seats,
        montant: devis.montant_cents,
        fees: devis.fees_cents,
        troncon,
        card,
        token,
      },
      {
        onSuccess: (result) => {
          const outcome = outcomeOf(result);
          if (outcome === 'echec') return fail(bookingTexts.paymentFailed);
          setChecking(null);
          // A first booking: a later visit may offer to install the app.
          if (outcome !== 'challenge') markInstallEligible();
          if (outcome === 'challenge') window.location.assign(result.redirect_url!);
          else void navigate(`/covoiturage/${trajet.id}?paiement=${outcome}`);
        },
        onError: (failure) => {
          if (!isInProgress(failure)) return fail(failureText(failure));
          // The first request is still at the bank: ask again with the same key until it is
          // decided. After a long while, say so (the key is kept: a retry never charges twice).
          poll.current.count += 1;
          if (poll.current.count > POLL_LIMIT) return setChecking('trop-long');
          setChecking('en-cours');
          poll.current.timer = setTimeout(() => send(card, token), POLL_MS);
        },
      },
    );
  };

  return (
    <div className={`container page ${styles.page}`}>
      <h1>Paiement</h1>
      <section className={styles.summary} aria-label="Votre réservation">
        <p>
          {trajet.ville_depart} → {trajet.ville_arrivee}, le{' '}
          {trajet.date.split('-').reverse().join('/')} à {trajet.heure} avec{' '}
          {trajet.conducteur_prenom}
        </p>
        <p>
          {seatsText(booking.seats)} :{' '}
          {devis.discount_cents > 0 ? (
            <s className={styles.struck}>{formatEuros(devis.public_price_cents * booking.seats)}</s>
          ) : null}
          <strong className={styles.price}>{formatEuros(devis.total_cents)}</strong>
        </p>
        {discountText(devis) ? <p className={styles.note}>{discountText(devis)}</p> : null}
        <PriceBreakdown price={devis} title="Détail de votre paiement" />
        <p>
          <small>
            {trajet.is_resa_automatique
              ? 'Réservation immédiate.'
              : 'Le conducteur accepte les réservations : le montant est bloqué sur votre carte et débité seulement s’il accepte.'}
          </small>
        </p>
      </section>
      {errorMessage ? <Notice tone="error">{errorMessage}</Notice> : null}
      {checking ? (
        <Notice tone={checking === 'en-cours' ? 'info' : 'warning'}>
          {checking === 'en-cours'
            ? bookingTexts.paymentInProgress
            : bookingTexts.paymentStillChecking}
        </Notice>
      ) : null}
      {trajet.reservable ? (
        <CardForm
          key={formKey}
          busy={payment.isPending || checking === 'en-cours'}
          payLabel={`Payer ${formatEuros(devis.total_cents)}`}
          onPay={pay}
        />
      ) : (
        <Notice tone="warning">
          {bookingTexts.tripNotBookable}{' '}
          <Link to="/trouver-covoiturage">Trouver un autre trajet</Link>
        </Notice>
      )}
    </div>
  );
}

function Navigate404() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/erreur404', { replace: true });
  }, [navigate]);
  return null;
}
