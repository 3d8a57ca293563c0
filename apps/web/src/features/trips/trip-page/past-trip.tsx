import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { todayInParis } from '@bonneroute/shared/dates';
import { buildPath } from '@bonneroute/shared/routes';
import { tripTexts, type Trip } from '@bonneroute/shared/trips';
import { Notice } from '@/components/ui/notice';
import { useCurrentUser } from '@/lib/auth';
import { useTripHead } from './use-trip-head';

const PAST_TRIP_REDIRECT_MS = 10_000;

/**
 * docs/product/trips-and-search.md Trip detail: a trip dated before today sends to similar trips after 10 s. the
 * page is `noindex, follow` and links to those trips (docs/decisions/013-head-and-seo.md).
 */
export function PastTrip({ trip }: { trip: Trip }) {
  const navigate = useNavigate();
  useTripHead(trip);
  const { user } = useCurrentUser();
  const similar = buildPath(
    'resultats',
    {},
    {
      date: todayInParis(),
      from: trip.code_commune_depart,
      to: trip.code_commune_arrivee,
      from_city: trip.ville_depart,
      to_city: trip.ville_arrivee,
    },
  );
  useEffect(() => {
    const timer = setTimeout(() => void navigate(similar), PAST_TRIP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, similar]);
  return (
    <div className="container page">
      <h1>
        {trip.ville_depart} → {trip.ville_arrivee}
      </h1>
      <Notice tone="info">{tripTexts.pastTrip}</Notice>
      <ul>
        {user?.id === trip.utilisateur_id ? (
          <li>
            <Link to={buildPath('proposer', {}, { depuis: trip.id })}>Republier ce trajet</Link>
          </li>
        ) : null}
        <li>
          <Link to={similar}>
            Les prochains covoiturages {trip.ville_depart} → {trip.ville_arrivee}
          </Link>
        </li>
        <li>
          <Link
            to={buildPath('villes', {
              nom_ville_depart: trip.ville_depart,
              nom_ville_arrivee: trip.ville_arrivee,
            })}
          >
            Covoiturage {trip.ville_depart} – {trip.ville_arrivee} : prix et trajets
          </Link>
        </li>
      </ul>
    </div>
  );
}
