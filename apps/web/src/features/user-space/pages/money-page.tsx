import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { useFullUser } from '../api/get-full-user';
import { useIban } from '../api/iban';
import { IbanForm } from '../components/money/iban-form';
import { PaymentsPanel } from '../components/money/payments-panel';
import { useUserId } from '../hooks/use-user-id';

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
  return (
    <>
      <h1>Mon argent</h1>
      {params.get('type') === 'paiements' ? (
        <PaymentsPanel list={paymentsList} />
      ) : (
        <Accounts userId={userId} />
      )}
    </>
  );
}
