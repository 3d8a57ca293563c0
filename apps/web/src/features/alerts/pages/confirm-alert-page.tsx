import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { alertTexts } from '@bonneroute/shared/alerts';
import { buildPath } from '@bonneroute/shared/routes';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { usePageHead } from '@/lib/use-page-head';
import { confirmAlert } from '../api/alerts';

/** `/alertes/confirmation/{token}`: the link of the confirmation e-mail (double opt-in). */
export default function ConfirmAlertPage() {
  usePageHead('Confirmer mon alerte');
  const { token = '' } = useParams();
  const confirmation = useQuery({
    queryKey: ['alertes', 'confirmation', token],
    queryFn: () => confirmAlert(token),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <div className="container page">
      <h1>Confirmation de votre alerte</h1>
      {confirmation.isPending ? (
        <Spinner label="Confirmation en cours…" />
      ) : confirmation.isError ? (
        <Notice tone="error">
          {confirmation.error instanceof ApiError
            ? confirmation.error.detail
            : alertTexts.confirmLinkInvalid}
        </Notice>
      ) : (
        <>
          <Notice tone="success">{alertTexts.confirmed}</Notice>
          <p>
            Alerte {confirmation.data.data.ville_depart} → {confirmation.data.data.ville_arrivee}.
            Chaque e-mail d’alerte contient un lien pour vous désabonner en un clic.
          </p>
        </>
      )}
      <p>
        <Link to={buildPath('trouver')}>Rechercher un covoiturage</Link>
      </p>
    </div>
  );
}
