import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { alertTexts } from '@bonneroute/shared/alerts';
import { buildPath } from '@bonneroute/shared/routes';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageHead } from '@/lib/use-page-head';
import { unsubscribeAlert } from '../api/alerts';

/**
 * `/alertes/desabonnement?alerte&signature`: the link of every alert e-mail. Opening it stops
 * the alert (one click, no login); the page posts to the API, so a mail scanner fetching the
 * link without running scripts unsubscribes nobody.
 */
export default function UnsubscribePage() {
  usePageHead('Désabonnement d’une alerte');
  const [params] = useSearchParams();
  const alerte = params.get('alerte') ?? '';
  const signature = params.get('signature') ?? '';
  const result = useQuery({
    queryKey: ['alertes', 'desabonnement', alerte, signature],
    queryFn: () => unsubscribeAlert(alerte, signature),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <div className="container page">
      <h1>Désabonnement</h1>
      {result.isPending ? (
        <Spinner label="Désabonnement en cours…" />
      ) : result.isError ? (
        <Notice tone="error">
          {result.error instanceof ApiError
            ? result.error.detail
            : alertTexts.unsubscribeLinkInvalid}
        </Notice>
      ) : (
        <Notice tone="success">{result.data.data.message}</Notice>
      )}
      <p>
        <Link to={buildPath('alerteNouvelle')}>Créer une autre alerte</Link>
      </p>
    </div>
  );
}
