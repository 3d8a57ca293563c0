import { Link } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { returnTexts, type Trip } from '@bonneroute/shared/trips';

/** « Voir le retour » / « Voir l’aller » (docs/product/trips-and-search.md#the-return). */
export function ReturnLink({ trip }: { trip: Pick<Trip, 'aller_id' | 'retour_id'> }) {
  if (trip.retour_id !== null)
    return (
      <p>
        <Link to={buildPath('covoiturage', { id: trip.retour_id })}>{returnTexts.seeReturn}</Link>
      </p>
    );
  if (trip.aller_id !== null)
    return (
      <p>
        <Link to={buildPath('covoiturage', { id: trip.aller_id })}>{returnTexts.seeOutward}</Link>
      </p>
    );
  return null;
}
