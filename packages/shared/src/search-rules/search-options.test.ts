import { describe, expect, it } from 'vitest';
import {
  defaultSearchDay,
  departureRangeBounds,
  departureRangeLabel,
  DEPARTURE_RANGE_VALUES,
  nearbyTownLabel,
  readResultsOptions,
} from './index';

describe('defaultSearchDay', () => {
  it('is today until 19:59 in Paris, tomorrow from 20:00', () => {
    // Winter: Paris is UTC+1.
    expect(defaultSearchDay(new Date('2026-12-03T18:59:00Z'))).toBe('2026-12-03');
    expect(defaultSearchDay(new Date('2026-12-03T19:00:00Z'))).toBe('2026-12-04');
    // Summer: UTC+2.
    expect(defaultSearchDay(new Date('2026-07-10T17:59:00Z'))).toBe('2026-07-10');
    expect(defaultSearchDay(new Date('2026-07-10T18:00:00Z'))).toBe('2026-07-11');
  });

  it('follows the Paris calendar past midnight and across months', () => {
    expect(defaultSearchDay(new Date('2026-12-31T19:30:00Z'))).toBe('2027-01-01');
    expect(defaultSearchDay(new Date('2026-12-03T23:30:00Z'))).toBe('2026-12-04');
  });
});

describe('departure time ranges', () => {
  it('read like the trips’ times', () => {
    expect(DEPARTURE_RANGE_VALUES.map(departureRangeLabel)).toEqual([
      'avant 06 h',
      '06 h – 12 h',
      '12 h – 18 h',
      'après 18 h',
    ]);
  });

  it('are Paris instants, the evening ending at midnight', () => {
    const [start, end] = departureRangeBounds('2026-12-03', 'matin');
    expect(start.toISOString()).toBe('2026-12-03T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-03T11:00:00.000Z');
    const [evening, midnight] = departureRangeBounds('2026-07-10', 'soir');
    expect(evening.toISOString()).toBe('2026-07-10T16:00:00.000Z');
    expect(midnight.toISOString()).toBe('2026-07-10T22:00:00.000Z');
  });
});

describe('readResultsOptions', () => {
  it('reads the URL, anything unknown being the default', () => {
    expect(
      readResultsOptions(
        new URLSearchParams(
          'places=3&tri=prix&plage=soir&sexe=2&auto=1&verifie=1&animaux=1&deux_max_arriere=1',
        ),
      ),
    ).toEqual({
      places: 3,
      tri: 'prix',
      plage: 'soir',
      sexe: '2',
      automaticOnly: true,
      verifiedOnly: true,
      animaux: true,
      non_fumeur: false,
      deux_max_arriere: true,
    });
    expect(
      readResultsOptions(new URLSearchParams('places=9&tri=toString&plage=midi&sexe=3')),
    ).toEqual({
      places: 1,
      tri: 'depart',
      plage: undefined,
      sexe: undefined,
      automaticOnly: false,
      verifiedOnly: false,
      animaux: false,
      non_fumeur: false,
      deux_max_arriere: false,
    });
  });
});

describe('nearbyTownLabel', () => {
  it('says how far a nearby town is, nothing at the town itself', () => {
    expect(nearbyTownLabel(18.4, 'Lyon')).toBe('à 18 km de Lyon');
    expect(nearbyTownLabel(1.2, 'Lyon')).toBeNull();
    expect(nearbyTownLabel(null, 'Lyon')).toBeNull();
  });
});
