import { lazy } from 'react';
import { useSearchParams } from 'react-router';

const PublishPage = lazy(() => import('@/features/trips/pages/publish-page'));
const EnVoitureActivitiesPage = lazy(
  () => import('@/features/games/pages/en-voiture-activities-page'),
);

/**
 * `/utilisateurs/en-voiture` is the publish wizard; with `?info=decouvrir|fun|pitcher|
 * guide` it shows the driver's en-voiture pages. Routes compose features.
 */
export default function EnVoitureUserRoute() {
  const [params] = useSearchParams();
  return params.get('info') ? <EnVoitureActivitiesPage /> : <PublishPage />;
}
