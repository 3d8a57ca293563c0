import { formatDay } from '@bonneroute/shared/dates';

/** « Paris → Lyon, 12 mars 2026 »: the trip a review is about. */
export const tripLabel = (trip: { ville_depart: string; ville_arrivee: string; date: string }) =>
  `${trip.ville_depart} → ${trip.ville_arrivee}, ${formatDay(trip.date, 'long')}`;
