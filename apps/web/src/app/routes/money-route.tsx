import { useSearchParams } from 'react-router';
import MoneyPage from '@/features/user-space/pages/money-page';
import { PaymentsHistory } from '@/features/booking/components/payments-history';
import { useCurrentUser } from '@/lib/auth';

/**
 * `/utilisateurs/argent?type=paiements` shows the booking feature's payment list; other types
 * are the user space's money page (issue 5, IBAN form).
 */
export default function MoneyRoute() {
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  if (params.get('type') === 'paiements' && user)
    return (
      <div className="container page">
        <PaymentsHistory userId={user.id} />
      </div>
    );
  return <MoneyPage />;
}
