/**
 * A leg of a trip: from one stop to a later one (0 = departure, then the stage towns, last =
 * arrival). Its contribution is the difference of the two stops' prices from the departure
 * (`montants_etapes` holds the price from the departure to each stage town, in cents).
 * One rule for the search, the trip page, the payment page and the server's charge.
 */
export interface Leg {
  depart: number;
  arrivee: number;
}

export interface LegPricedTrip {
  montant_contribution: number;
  montants_etapes: readonly number[];
}

/** Price from the departure to each stop: [0, stages…, whole trip]. */
export function stopPrices(trip: LegPricedTrip): number[] {
  return [0, ...trip.montants_etapes, trip.montant_contribution];
}

/** "1-3" (URL form) → leg, or null when it is not a leg of that trip. */
export function parseLeg(text: string | null | undefined, trip?: LegPricedTrip): Leg | null {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text ?? '');
  if (!match) return null;
  const leg = { depart: Number(match[1]), arrivee: Number(match[2]) };
  if (leg.depart >= leg.arrivee) return null;
  if (trip && leg.arrivee >= stopPrices(trip).length) return null;
  return leg;
}

export function formatLeg(leg: Leg): string {
  return `${leg.depart}-${leg.arrivee}`;
}

/** True when the leg is the whole trip (nothing to say about it). */
export function isWholeTrip(leg: Leg, trip: LegPricedTrip): boolean {
  return leg.depart === 0 && leg.arrivee === stopPrices(trip).length - 1;
}

/** The contribution of a leg in cents, or null when the leg is not one of the trip's. */
export function legContribution(trip: LegPricedTrip, leg: Leg | null): number | null {
  if (!leg) return trip.montant_contribution;
  const prices = stopPrices(trip);
  if (leg.depart < 0 || leg.arrivee >= prices.length || leg.depart >= leg.arrivee) return null;
  return prices[leg.arrivee]! - prices[leg.depart]!;
}

/**
 * Seats left for the viewer's leg (docs/decisions/028-seats-per-leg.md): the searched leg's
 * figure, else the whole route's. A seat sold Paris → Lyon leaves Lyon → Marseille free.
 */
export function seatsLeftOnLeg(trip: {
  computed: { nb_places_disponibles: number };
  troncon: { nb_places_disponibles: number } | null;
}): number {
  return trip.troncon?.nb_places_disponibles ?? trip.computed.nb_places_disponibles;
}
