/**
 * The discovery offer for drivers (spec §1, §9), defined once: 10 € of fuel for a full trip with
 * at least 2 carpoolers, for the first 900 trips overall and at most 30 € per driver. The code
 * is the one shown in the popup of `/promotions`.
 */
export const DISCOVERY_OFFER = {
  code: 'BONNEROUTE10',
  bonus_cents: 1000,
  max_trips: 900,
  max_per_driver_cents: 3000,
  min_passengers: 2,
} as const;

export const promoTexts = {
  invalid: 'Ce code n’est pas valide ou n’est plus valable...',
  exhausted: 'L’offre découverte a atteint sa limite : ce code n’est plus valable.',
  driverLimit:
    'Vous avez déjà profité de l’offre découverte pour 30 € : ce code n’est plus valable pour vous.',
  notYourTrip: 'Seul le conducteur du trajet peut y ajouter un code promo.',
  alreadyApplied: 'Un code promo est déjà appliqué à ce trajet.',
  applied:
    'Code promo enregistré : 10 € de carburant vous seront offerts si votre trajet est complet avec au moins 2 covoitureurs.',
} as const;
