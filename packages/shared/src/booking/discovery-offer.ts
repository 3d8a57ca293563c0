import { formatEurosShort } from '../pricing';

/**
 * The discovery offer for drivers (docs/product/booking-and-money.md), defined once: 10 € of fuel for a full trip with
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

/**
 * Texts of promo codes: every amount comes from the code itself (its bonus, its cap
 * per driver), never from the discovery offer's.
 */
export const promoTexts = {
  invalid: 'Ce code n’est pas valide ou n’est plus valable...',
  exhausted: 'Ce code a atteint sa limite d’utilisations : il n’est plus valable.',
  driverLimit: (capCents: number) =>
    `Vous avez déjà profité de ce code pour ${formatEurosShort(capCents)} : il n’est plus valable pour vous.`,
  notYourTrip: 'Seul le conducteur du trajet peut y ajouter un code promo.',
  alreadyApplied: 'Un code promo est déjà appliqué à ce trajet.',
  applied: (bonusCents: number, minPassengers: number = DISCOVERY_OFFER.min_passengers) =>
    `Code promo enregistré : ${formatEurosShort(bonusCents)} de carburant vous seront offerts si votre trajet est complet avec au moins ${minPassengers} covoitureurs.`,
} as const;
