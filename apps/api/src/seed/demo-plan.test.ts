import { describe, expect, it } from 'vitest';
import { HARDCODED_BORNES, bornesFor } from '@bonneroute/shared/bornes';
import { addDays } from '@bonneroute/shared/dates';
import { loadLocatedCommunes } from '../geo/communes-data';
import { estimateRoadKm } from '../geo/route-estimate';
import { buildDemoPlan } from './demo-plan';

const communes = loadLocatedCommunes();
const now = new Date('2026-11-22T10:00:00Z');
const plan = buildDemoPlan({ communes, today: '2026-11-22', now });

describe('demo data plan', () => {
  it('is the same on every run (fixed seed)', () => {
    const again = buildDemoPlan({ communes, today: '2026-11-22', now });
    expect(
      again.trips.map((t) => [
        t.date,
        t.heure,
        t.depart.code,
        t.arrivee.code,
        t.montant_contribution,
      ]),
    ).toEqual(
      plan.trips.map((t) => [
        t.date,
        t.heure,
        t.depart.code,
        t.arrivee.code,
        t.montant_contribution,
      ]),
    );
    expect(again.drivers.map((d) => d.prenom)).toEqual(plan.drivers.map((d) => d.prenom));
  });

  it('has at least 40 drivers with first names and birth dates', () => {
    expect(plan.drivers.length).toBeGreaterThanOrEqual(40);
    for (const driver of plan.drivers) {
      expect(driver.prenom).toMatch(/^\p{Lu}/u);
      expect(driver.date_naissance).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('has at least 400 future trips over the next 30 days on at least 40 pairs', () => {
    expect(plan.trips.length).toBeGreaterThanOrEqual(400);
    const pairs = new Set(plan.trips.map((t) => `${t.depart.code}-${t.arrivee.code}`));
    expect(pairs.size).toBeGreaterThanOrEqual(40);
    for (const trip of plan.trips) {
      expect(trip.depart_le.getTime()).toBeGreaterThan(now.getTime());
      expect(trip.date <= addDays('2026-11-22', 30)).toBe(true);
    }
  });

  it('covers docs/product’s eleven price-range pairs in both directions', () => {
    const pairs = new Set(plan.trips.map((t) => `${t.depart.code}-${t.arrivee.code}`));
    for (const borne of HARDCODED_BORNES) {
      expect(pairs).toContain(`${borne.depart.code}-${borne.arrivee.code}`);
      expect(pairs).toContain(`${borne.arrivee.code}-${borne.depart.code}`);
    }
  });

  it('prices every trip and leg within the range GET /bornes gives its pair (cents)', () => {
    for (const trip of plan.trips) {
      const range = bornesFor(
        trip.depart.code,
        trip.arrivee.code,
        estimateRoadKm(trip.depart, trip.arrivee),
      );
      expect(trip.montant_contribution % 100).toBe(0);
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

  it('has both booking modes, stage towns and bookings within the seats', () => {
    expect(plan.trips.some((t) => t.is_resa_automatique)).toBe(true);
    expect(plan.trips.some((t) => !t.is_resa_automatique)).toBe(true);
    expect(plan.trips.filter((t) => t.villes_etapes).length).toBeGreaterThan(10);
    expect(plan.bookings.length).toBeGreaterThan(10);
    const seats = new Map<number, number>();
    for (const booking of plan.bookings)
      seats.set(
        booking.tripIndex,
        (seats.get(booking.tripIndex) ?? 0) + booking.nb_places_reservees,
      );
    for (const [tripIndex, booked] of seats)
      expect(booked).toBeLessThanOrEqual(plan.trips[tripIndex]!.nb_places_proposees);
  });
});
