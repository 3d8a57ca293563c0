import type { Trip } from '@bonneroute/shared/trips';
import { tripTexts } from '@bonneroute/shared/trips';

const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "lundi 24 novembre 2026" for a YYYY-MM-DD date. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "08 h 15". */
export function formatTime(heure: string): string {
  return heure.slice(0, 5).replace(':', ' h ');
}

/** spec §9: arrival time = departure time + duree_secondes; 'Indéterminée' without a duration. */
export function arrivalTime(trip: Pick<Trip, 'heure' | 'duree_secondes'>): string {
  if (trip.duree_secondes === null) return tripTexts.unknownArrival;
  const [h, m] = trip.heure.split(':').map(Number) as [number, number];
  const total = (h * 60 + m + Math.round(trip.duree_secondes / 60)) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatTime(`${pad(Math.floor(total / 60))}:${pad(total % 60)}`);
}

/** The leg a search matched, or the whole trip. */
export function legOf(trip: Trip) {
  return {
    depart: trip.troncon?.ville_depart ?? trip.ville_depart,
    arrivee: trip.troncon?.ville_arrivee ?? trip.ville_arrivee,
    contribution: trip.troncon?.montant_contribution ?? trip.montant_contribution,
  };
}
