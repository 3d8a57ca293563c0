import { describe, expect, it } from 'vitest';
import { formatLeg, isWholeTrip, legContribution, parseLeg, seatsLeftOnLeg } from './legs';

// Paris → Tours (13 €) → Bordeaux (30 € in all).
const trip = { montant_contribution: 3000, montants_etapes: [1300] };

describe('legs of a trip', () => {
  it('prices each leg as the difference of its stops', () => {
    expect(legContribution(trip, { depart: 0, arrivee: 1 })).toBe(1300);
    expect(legContribution(trip, { depart: 1, arrivee: 2 })).toBe(1700);
    expect(legContribution(trip, { depart: 0, arrivee: 2 })).toBe(3000);
    expect(legContribution(trip, null)).toBe(3000);
  });

  it('refuses what is not a leg of the trip', () => {
    expect(legContribution(trip, { depart: 0, arrivee: 3 })).toBeNull();
    expect(legContribution(trip, { depart: 2, arrivee: 1 })).toBeNull();
    expect(parseLeg('0-3', trip)).toBeNull();
    expect(parseLeg('1-1')).toBeNull();
    expect(parseLeg('abc')).toBeNull();
    expect(parseLeg(null)).toBeNull();
  });

  it('round-trips the URL form and knows the whole trip', () => {
    expect(parseLeg(formatLeg({ depart: 0, arrivee: 1 }), trip)).toEqual({ depart: 0, arrivee: 1 });
    expect(isWholeTrip({ depart: 0, arrivee: 2 }, trip)).toBe(true);
    expect(isWholeTrip({ depart: 0, arrivee: 1 }, trip)).toBe(false);
  });
});

describe('seats left on a leg', () => {
  it('reads the searched leg, else the whole route', () => {
    const computed = { nb_places_disponibles: 0 };
    expect(seatsLeftOnLeg({ computed, troncon: { nb_places_disponibles: 2 } })).toBe(2);
    expect(seatsLeftOnLeg({ computed, troncon: null })).toBe(0);
  });
});
