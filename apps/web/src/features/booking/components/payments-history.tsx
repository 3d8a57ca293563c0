import { formatInstant } from '@bonneroute/shared/dates';
import { bookingTexts, type Payment, type PaymentStatus } from '@bonneroute/shared/booking';
import { formatEuros } from '@bonneroute/shared/pricing';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePayments } from '../api/get-payments';
import { PaymentPapers } from './payment-papers';
import { YearlyStatement } from './yearly-statement';
import styles from './payments-history.module.css';

function frenchDate(iso: string): string {
  return formatInstant(iso, 'long');
}

/** Payments that never reached the card (declined, abandoned at 3-D Secure) are not history. */
const HIDDEN: ReadonlySet<PaymentStatus> = new Set([
  'EN_COURS',
  'AUTHENTIFICATION_REQUISE',
  'PAIEMENT_ECHOUE',
]);

const STATUS_LABELS: Partial<Record<PaymentStatus, string>> = {
  EN_ATTENTE: 'Montant bloqué, en attente du conducteur',
  ANNULE: 'Annulé : rien n’a été débité',
  REMBOURSE: 'Remboursé',
  REMBOURSE_PARTIELLEMENT: 'Remboursé en partie',
};

/** What the history shows: history proper, not attempts that never reached the card. */
export function isShownInHistory(payment: Pick<Payment, 'status'>): boolean {
  return !HIDDEN.has(payment.status);
}

/** docs/product/booking-and-money.md Payment: shown as (montant + fees) / 100 with a comma; sent > 0, received < 0. */
export function paymentDisplay(payment: Pick<Payment, 'montant' | 'fees'>): string {
  return formatEuros(payment.montant + payment.fees);
}

/** "Mes paiements" (docs/product/booking-and-money.md: user space): the list the money page shows. */
export function PaymentsHistory({ userId }: { userId: number }) {
  const payments = usePayments(userId);
  const shown = payments.data?.filter(isShownInHistory);
  return (
    <section aria-labelledby="mes-paiements">
      <h2 id="mes-paiements">{bookingTexts.paymentsTitle}</h2>
      {payments.isLoading ? <Spinner label="Chargement des paiements" /> : null}
      {payments.isError ? (
        <Notice tone="error">
          Le service est momentanément inaccessible. Veuillez réessayer plus tard.
        </Notice>
      ) : null}
      {shown && shown.length === 0 ? <p>{bookingTexts.noPayments}</p> : null}
      {shown && shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((payment) => (
            <li key={payment.id} className={styles.item}>
              <div>
                <div>
                  {payment.trajet.adresse_depart} → {payment.trajet.adresse_arrivee}
                </div>
                <small>
                  Trajet du {payment.trajet.date.split('-').reverse().join('/')} · payé le{' '}
                  {frenchDate(payment.date_paiement)} · {payment.montant >= 0 ? 'envoyé' : 'reçu'}
                </small>
                {STATUS_LABELS[payment.status] && payment.montant >= 0 ? (
                  <div className={styles.status}>{STATUS_LABELS[payment.status]}</div>
                ) : null}
                {payment.rembourse > 0 ? (
                  <div className={styles.refund} data-testid="remboursement">
                    Remboursement de {formatEuros(payment.rembourse)}
                    {payment.date_remboursement
                      ? ` le ${frenchDate(payment.date_remboursement)}`
                      : ''}
                  </div>
                ) : null}
                {payment.montant >= 0 ? <PaymentPapers userId={userId} payment={payment} /> : null}
              </div>
              <span className={`${styles.amount} ${payment.montant < 0 ? styles.received : ''}`}>
                {paymentDisplay(payment)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Drivers only: someone who never received a payment has nothing to declare. */}
      {payments.data?.some((payment) => payment.montant < 0) ? (
        <YearlyStatement userId={userId} />
      ) : null}
    </section>
  );
}
