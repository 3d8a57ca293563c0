import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gridCell,
  gridCellsNear,
  isNear,
  NEAR_KM,
  NEAR_MIN_KM,
  nearDistanceKm,
  nearLeg,
  nearRadiusKm,
} from './near-grid';

// France, Belgium, Luxembourg, Switzerland and Corsica, with a margin.
const center = fc.record({
  latitude: fc.double({ min: 41, max: 51.6, noNaN: true }),
  longitude: fc.double({ min: -5.5, max: 10.6, noNaN: true }),
});

describe('near-grid', () => {
  it('files every point within 37.5 km of a place under one of the place’s near cells', () => {
    fc.assert(
      fc.property(
        center,
        fc.double({ min: 0, max: NEAR_KM, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (from, km, angle) => {
          const kmPerLon = 111.2 * Math.cos((from.latitude * Math.PI) / 180);
          const stop = {
            latitude: from.latitude + (km * Math.sin(angle)) / 111.2,
            longitude: from.longitude + (km * Math.cos(angle)) / kmPerLon,
          };
          if (!isNear(from, stop)) return; // rounding on the circle itself
          expect(gridCellsNear(from)).toContain(gridCell(stop.latitude, stop.longitude));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads at most 3 × 3 cells around a place in our countries', () => {
    fc.assert(
      fc.property(center, (from) => {
        const cells = gridCellsNear(from);
        expect(cells.length).toBeGreaterThanOrEqual(4);
        expect(cells.length).toBeLessThanOrEqual(9);
        expect(new Set(cells).size).toBe(cells.length);
      }),
    );
  });

  it('keeps far places out of the near cells and measures like the search', () => {
    const paris = { latitude: 48.85341, longitude: 2.3488 };
    const lyon = { latitude: 45.74846, longitude: 4.84671 };
    const versailles = { latitude: 48.80359, longitude: 2.13424 };
    expect(gridCellsNear(paris)).not.toContain(gridCell(lyon.latitude, lyon.longitude));
    expect(gridCellsNear(paris)).toContain(gridCell(versailles.latitude, versailles.longitude));
    expect(nearDistanceKm(paris, versailles)).toBeGreaterThan(15);
    expect(nearDistanceKm(paris, versailles)).toBeLessThan(18);
    expect(isNear(paris, lyon)).toBe(false);
  });

  it('numbers cells west and south of Greenwich and the equator as positive integers', () => {
    const cells = [gridCell(-0.1, -0.1), gridCell(0, 0), gridCell(48.8, -4.5), gridCell(41.4, 9.2)];
    for (const cell of cells) expect(Number.isInteger(cell) && cell > 0).toBe(true);
    expect(new Set(cells).size).toBe(cells.length);
    expect(gridCell(48.99, 2.99)).toBe(gridCell(48.5, 2.25));
    expect(gridCell(49, 3)).not.toBe(gridCell(48.99, 2.99));
  });

  it('narrows "near" for close towns so that their circles do not overlap, never below 10 km', () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const lyon = { latitude: 45.764, longitude: 4.8357 };
    const versailles = { latitude: 48.8049, longitude: 2.1204 };
    const meaux = { latitude: 48.9601, longitude: 2.8788 };
    expect(nearRadiusKm(paris, lyon)).toBe(NEAR_KM);
    expect(nearRadiusKm(paris, versailles)).toBe(NEAR_MIN_KM);
    // Paris → Meaux, about 40 km: half of it.
    expect(nearRadiusKm(paris, meaux)).toBeCloseTo(nearDistanceKm(paris, meaux) / 2, 6);
    expect(nearRadiusKm(paris, meaux)).toBeGreaterThan(NEAR_MIN_KM);
    expect(nearRadiusKm(paris, meaux)).toBeLessThan(NEAR_KM);
    // Versailles is not near Paris when searching Paris → Versailles: the reverse trip is out.
    expect(nearDistanceKm(paris, versailles)).toBeGreaterThan(nearRadiusKm(paris, versailles));
    expect(
      nearLeg({ from: paris, to: versailles }, { from: versailles, to: paris }),
    ).toBeUndefined();
    expect(nearLeg({ from: paris, to: versailles }, { from: paris, to: versailles })).toEqual({
      depart: 0,
      arrivee: 0,
    });
    expect(nearLeg({ from: paris, to: lyon }, { from: versailles, to: lyon })?.depart).toBeCloseTo(
      nearDistanceKm(paris, versailles),
      6,
    );
  });
});
