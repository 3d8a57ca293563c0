import { PaymentsHistory } from '@/features/booking/components/payments-history';
import { MoneyView } from '@/features/user-space/pages/money-page';
import { useCurrentUser } from '@/lib/auth';

/**
 * `/utilisateurs/argent`: the user space's money page (IBAN form, `?type=comptes`) whose
 * `?type=paiements` view lists the booking feature's payments.
 */
export default function MoneyRoute() {
  const { user } = useCurrentUser();
  return <MoneyView paymentsList={user ? <PaymentsHistory userId={user.id} /> : undefined} />;
}
