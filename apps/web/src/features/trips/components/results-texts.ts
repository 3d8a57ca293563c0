import { formatDay } from '@bonneroute/shared/dates';
import { plural } from '@bonneroute/shared/french';

/** French texts of the results page (docs/product/trips-and-search.md Results). */
export const resultsTexts = {
  sortLabel: 'Trier par',
  rangeLabel: 'Départ',
  automaticOnly: 'Réservation immédiate uniquement',
  verifiedOnly: 'Profils vérifiés uniquement',
  genderLabel: 'Conducteur',
  /** « Trier et filtrer », « Trier et filtrer (2) » */
  filtersSummary: (chosen: number) =>
    chosen > 0 ? `Trier et filtrer (${chosen})` : 'Trier et filtrer',
  nearbyDaysTitle: 'Les jours proches qui ont des trajets',
  /** « jeudi 10 décembre : 4 trajets » */
  dayCount: (date: string, count: number) =>
    `${formatDay(date, 'weekdayDayMonth')} : ${plural(count, 'trajet')}`,
  nearbyTownsTitle: 'Au départ ou à l’arrivée de villes voisines',
  alertTitle: 'Soyez prévenu dès qu’un trajet est publié',
  fewTrips: 'Peu de trajets ce jour-là : voici d’autres possibilités.',
} as const;
