import { addSeconds, formatTripTime } from '@bonneroute/shared/dates';
import type { Trip } from '@bonneroute/shared/trips';
import { tripTexts } from '@bonneroute/shared/trips';
import { COUNTRIES, countryOfTownCode } from '@bonneroute/shared/geo';

/** docs/product/trips-and-search.md: arrival time = departure time + duree_secondes; 'Indéterminée' without a duration. */
export function arrivalTime(trip: Pick<Trip, 'heure' | 'duree_secondes'>): string {
  if (trip.duree_secondes === null) return tripTexts.unknownArrival;
  return formatTripTime(addSeconds(trip.heure, trip.duree_secondes));
}

/** The town code of a stop: 0 the departure, the last the arrival, between them the stages. */
type LegFields = Pick<
  Trip,
  | 'troncon'
  | 'ville_depart'
  | 'ville_arrivee'
  | 'code_commune_depart'
  | 'code_commune_arrivee'
  | 'villes_etapes'
  | 'montant_contribution'
>;

function stopCode(trip: LegFields, stop: number): string {
  if (stop === 0) return trip.code_commune_depart;
  return trip.villes_etapes[stop - 1]?.code_commune ?? trip.code_commune_arrivee;
}

/** The leg a search matched, or the whole trip. */
export function legOf(trip: LegFields) {
  return {
    depart: trip.troncon?.ville_depart ?? trip.ville_depart,
    arrivee: trip.troncon?.ville_arrivee ?? trip.ville_arrivee,
    departCode: stopCode(trip, trip.troncon?.depart ?? 0),
    arriveeCode: stopCode(trip, trip.troncon?.arrivee ?? trip.villes_etapes.length + 1),
    contribution: trip.troncon?.montant_contribution ?? trip.montant_contribution,
  };
}

/**
 * The country to say beside a town outside France (« Belgique » for Bruxelles), null for a
 * French town: most trips are French, and Mons or Fribourg exist on both sides of a border.
 */
export function foreignCountryName(townCode: string): string | null {
  const country = countryOfTownCode(townCode);
  return country === 'FR' ? null : COUNTRIES[country].nom;
}
