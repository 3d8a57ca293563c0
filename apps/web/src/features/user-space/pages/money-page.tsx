import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { useFullUser } from '../api/get-full-user';
import { useIban } from '../api/iban';
import { IbanForm } from '../components/money/iban-form';
import { PaymentsPanel } from '../components/money/payments-panel';
import { useUserId } from '../hooks/use-user-id';
import styles from './money-page.module.css';

function Accounts({ userId }: { userId: number }) {
  const iban = useIban(userId);
  // The profile's address (and its country) fills a first IBAN form: most holders live there.
  const user = useFullUser(userId);
  if (iban.isPending || user.isPending) return <Spinner />;
  if (iban.isError) return <Notice tone="error">{iban.error.message}</Notice>;
  return <IbanForm userId={userId} saved={iban.data} profile={user.data ?? null} />;
}

/**
 * docs/product/booking-and-money.md `/utilisateurs/argent?type=comptes` (IBAN form, default) or `paiements`.
 * `paymentsList` is the slot the payments issue fills (see PaymentsPanel).
 */
export function MoneyView({ paymentsList }: { paymentsList?: ReactNode }) {
  usePageHead('Mon argent');
  const [params] = useSearchParams();
  const userId = useUserId();
  const payments = params.get('type') === 'paiements';
  return (
    <>
      <h1>Mon argent</h1>
      {/* Both halves one tap apart: the IBAN form is the default, « Mes paiements » never hidden. */}
      <nav className={styles.tabs} aria-label="Mon argent">
        <Link
          to={buildPath('argentUtilisateurs', {}, { type: 'comptes' })}
          aria-current={payments ? undefined : 'page'}
        >
          Mon IBAN / RIB
        </Link>
        <Link
          to={buildPath('argentUtilisateurs', {}, { type: 'paiements' })}
          aria-current={payments ? 'page' : undefined}
        >
          Mes paiements
        </Link>
      </nav>
      {payments ? <PaymentsPanel list={paymentsList} /> : <Accounts userId={userId} />}
    </>
  );
}
