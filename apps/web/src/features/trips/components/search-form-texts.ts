export const searchFormTexts = {
  /** Why « Rechercher » is disabled, next to it and read with it. */
  disabledReason: 'Choisissez une ville de départ et une ville d’arrivée pour lancer la recherche.',
} as const;
