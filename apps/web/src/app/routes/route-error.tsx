import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@/features/errors/pages/error-page';
import { Notice } from '@/components/ui/notice';

/** A page that fails to load (network lost while fetching its chunk) or crashes. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage code={404} />;
  return (
    <div className="container page">
      <Notice tone="error" title="Oups !">
        Cette page n’a pas pu s’afficher. Vérifiez votre connexion puis{' '}
        <a href={typeof window === 'undefined' ? '' : window.location.href}>rechargez la page</a>.
      </Notice>
    </div>
  );
}
