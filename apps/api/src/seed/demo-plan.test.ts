import { describe, expect, it } from 'vitest';
import { bornesFor } from '@bonneroute/shared/bornes';
import { loadLocatedCommunes } from '../geo/communes-data';
import { estimateRoadKm } from '../geo/route-estimate';
import { buildDemoPlan } from './demo-plan';

describe('demo plan', () => {
  it('prices every demo trip and leg within the range GET /bornes gives its pair', () => {
    const plan = buildDemoPlan({
      communes: loadLocatedCommunes(),
      today: '2026-06-01',
      now: new Date('2026-06-01T06:00:00Z'),
    });
    expect(plan.trips.length).toBe(460);
    for (const trip of plan.trips) {
      const range = bornesFor(
        trip.depart.code,
        trip.arrivee.code,
        estimateRoadKm(trip.depart, trip.arrivee),
      );
      expect(trip.montant_contribution).toBeGreaterThanOrEqual(range.min);
      expect(trip.montant_contribution).toBeLessThanOrEqual(range.max);
      const stage = trip.villes_etapes?.[0];
      if (stage && trip.montants_etapes) {
        const first = bornesFor(
          trip.depart.code,
          stage.code_commune,
          estimateRoadKm(trip.depart, stage),
        );
        expect(trip.montants_etapes[0]).toBeGreaterThanOrEqual(first.min);
        expect(trip.montants_etapes[0]).toBeLessThanOrEqual(first.max);
      }
    }
  });
});
