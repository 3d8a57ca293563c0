import { describe, expect, it } from 'vitest';
import { HARDCODED_BORNES } from '@bonneroute/shared/bornes';
import { builtInRouteEstimator, estimateDurationSeconds, estimateRoadKm } from './route-estimate';
import { loadGeography } from './load-geography';

const geography = loadGeography();
const km = (a: string, b: string) => estimateRoadKm(geography.commune(a)!, geography.commune(b)!);

describe('built-in route estimate', () => {
  it.each([
    ['Paris–Lyon', '75056', '69123', 465],
    ['Paris–Brest', '75056', '29019', 592],
    ['Bordeaux–Toulouse', '33063', '31555', 245],
    ['Lille–Rennes', '59350', '35238', 561],
  ])('%s comes within ±10 %% of the road distance', (_pair, a, b, road) => {
    expect(Math.abs(km(a, b) / road - 1)).toBeLessThan(0.1);
  });

  it('stays within ±10 % on all eleven fixed pairs', () => {
    for (const borne of HARDCODED_BORNES)
      expect(Math.abs(km(borne.depart.code, borne.arrivee.code) / borne.roadKm - 1)).toBeLessThan(
        0.1,
      );
  });

  it('estimates durations from a calibrated speed', async () => {
    // Paris–Lyon is about 4 h 30 by road.
    const route = await builtInRouteEstimator.route(
      geography.commune('75056')!,
      geography.commune('69123')!,
    );
    expect(route.duree_secondes).toBeGreaterThan(4 * 3600);
    expect(route.duree_secondes).toBeLessThan(5 * 3600);
    expect(route.source).toBe('estimation');
    expect(route.points[0]).toEqual([
      geography.commune('75056')!.longitude,
      geography.commune('75056')!.latitude,
    ]);
    expect(estimateDurationSeconds(0)).toBe(0);
  });
});
