const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
const tripDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « 12 mars 2026 » for an instant (publication, reply). */
export const formatInstant = (iso: string) => dateFormat.format(new Date(iso));

/** « 12 mars 2026 » for a trip's calendar date (YYYY-MM-DD). */
export const formatTripDate = (isoDate: string) =>
  tripDate.format(new Date(`${isoDate}T00:00:00Z`));

export const tripLabel = (trip: { ville_depart: string; ville_arrivee: string; date: string }) =>
  `${trip.ville_depart} → ${trip.ville_arrivee}, ${formatTripDate(trip.date)}`;
