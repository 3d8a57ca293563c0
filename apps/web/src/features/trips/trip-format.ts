import { addSeconds, formatTripTime } from '@bonneroute/shared/dates';
import type { Trip } from '@bonneroute/shared/trips';
import { tripTexts } from '@bonneroute/shared/trips';

/** docs/product/trips-and-search.md: arrival time = departure time + duree_secondes; 'Indéterminée' without a duration. */
export function arrivalTime(trip: Pick<Trip, 'heure' | 'duree_secondes'>): string {
  if (trip.duree_secondes === null) return tripTexts.unknownArrival;
  return formatTripTime(addSeconds(trip.heure, trip.duree_secondes));
}

/** The leg a search matched, or the whole trip. */
export function legOf(trip: Trip) {
  return {
    depart: trip.troncon?.ville_depart ?? trip.ville_depart,
    arrivee: trip.troncon?.ville_arrivee ?? trip.ville_arrivee,
    contribution: trip.troncon?.montant_contribution ?? trip.montant_contribution,
  };
}
