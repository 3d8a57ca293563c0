import { plural } from '@bonneroute/shared/french';

export const searchFormTexts = {
  /** Why « Rechercher » is disabled, next to it and read with it. */
  disabledReason: 'Choisissez une ville de départ et une ville d’arrivée pour lancer la recherche.',
  dateLabel: 'Quand ?',
  today: 'Aujourd’hui',
  tomorrow: 'Demain',
  otherDay: 'Autre date',
  placesLabel: 'Passagers',
  places: (count: number) => plural(count, 'passager'),
} as const;
