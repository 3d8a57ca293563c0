import { meetingPointsOf, type Trip } from '@bonneroute/shared/trips';
import { useRouteLine } from '../api/get-route-line';
import { LazyRouteMap } from '@/components/route-map/lazy-route-map';

/**
 * docs/product/trips-and-search.md#the-route-on-a-map: the road line and the stops; the stops are
 * also the text list of the itinerary below it.
 */
export function TripMap({ trip }: { trip: Trip }) {
  const points = meetingPointsOf(trip);
  const line = useRouteLine(points);
  return (
    <LazyRouteMap
      stops={points}
      line={line.data?.coordinates ?? null}
      label={`Carte du trajet ${trip.ville_depart} → ${trip.ville_arrivee} et de ses arrêts, listés dans l’itinéraire`}
    />
  );
}
