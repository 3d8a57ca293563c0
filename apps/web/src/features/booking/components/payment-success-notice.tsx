import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { Notice } from '@/components/ui/notice';

/** On the trip page after paying (`?paiement=reussi`, docs/product/booking-and-money.md: success returns to the trip). */
export function PaymentSuccessNotice() {
  const [search] = useSearchParams();
  const outcome = search.get('paiement');
  if (outcome !== 'reussi' && outcome !== 'en-attente') return null;
  return (
    <div className="container">
      <Notice tone="success">
        {outcome === 'reussi' ? (
          <>
            Votre paiement a bien été effectué : votre réservation est confirmée. Retrouvez-la dans{' '}
            <Link to={buildPath('argentUtilisateurs', {}, { type: 'paiements' })}>
              « Mes paiements »
            </Link>
            .
          </>
        ) : (
          'Votre demande a bien été envoyée au conducteur. Le montant est bloqué sur votre carte et ne sera débité que s’il accepte.'
        )}
      </Notice>
    </div>
  );
}
