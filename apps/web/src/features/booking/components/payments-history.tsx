import { bookingTexts, type Payment } from '@bonneroute/shared/booking';
import { formatEuros } from '@bonneroute/shared/pricing';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePayments } from '../api/get-payments';
import styles from './payments-history.module.css';

function frenchDate(iso: string): string {
  return new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
}

/** spec §3 Payment: shown as (montant + fees) / 100 with a comma; sent > 0, received < 0. */
export function paymentDisplay(payment: Pick<Payment, 'montant' | 'fees'>): string {
  return formatEuros(payment.montant + payment.fees);
}

/** "Mes paiements" (spec §2 user space): the list issue 5's money page shows. */
export function PaymentsHistory({ userId }: { userId: number }) {
  const payments = usePayments(userId);
  return (
    <section aria-labelledby="mes-paiements">
      <h2 id="mes-paiements">{bookingTexts.paymentsTitle}</h2>
      {payments.isLoading ? <Spinner label="Chargement des paiements" /> : null}
      {payments.isError ? (
        <Notice tone="error">
          Le service est momentanément inaccessible. Veuillez réessayer plus tard.
        </Notice>
      ) : null}
      {payments.data && payments.data.length === 0 ? <p>{bookingTexts.noPayments}</p> : null}
      {payments.data && payments.data.length > 0 ? (
        <ul className={styles.list}>
          {payments.data.map((payment) => (
            <li key={payment.id} className={styles.item}>
              <div>
                <div>
                  {payment.trajet.adresse_depart} → {payment.trajet.adresse_arrivee}
                </div>
                <small>
                  Trajet du {payment.trajet.date.split('-').reverse().join('/')} · payé le{' '}
                  {frenchDate(payment.date_paiement)} · {payment.montant >= 0 ? 'envoyé' : 'reçu'}
                </small>
              </div>
              <span className={`${styles.amount} ${payment.montant < 0 ? styles.received : ''}`}>
                {paymentDisplay(payment)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
