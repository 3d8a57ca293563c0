import { describe, expect, it } from 'vitest';
import {
  bornesFor,
  displayedBornes,
  estimateBornesFromRoadKm,
  findHardcodedBorne,
  HARDCODED_BORNES,
  sampleRouteForStages,
  suggestedContribution,
  townPairFormSchema,
} from './index';
import { geoTexts } from '../geo/texts';

const euros = (range: { min: number; max: number }) => [range.min / 100, range.max / 100];

describe('fixed price ranges (docs/product/content-and-games.md)', () => {
  it.each([
    ['Paris', '75056', 'Brest', '29019', 26, 34],
    ['Brest', '29019', 'Nantes', '44109', 12, 18],
    ['Lille', '59350', 'Rennes', '35238', 23, 31],
    ['Paris', '75056', 'Lyon', '69123', 18, 26],
    ['Bordeaux', '33063', 'Toulouse', '31555', 7, 13],
    ['Nantes', '44109', 'Bordeaux', '33063', 12, 18],
    ['Paris', '75056', 'Strasbourg', '67482', 19, 27],
    ['Paris', '75056', 'Reims', '51454', 4, 9],
    ['Montpellier', '34172', 'Nîmes', '30189', 4, 6],
    ['Toulouse', '31555', 'Nîmes', '30189', 10, 16],
    ['Brest', '29019', 'Rennes', '35238', 8, 14],
  ])('%s–%s is %i–%i € in both directions', (_a, codeA, _b, codeB, min, max) => {
    expect(euros(findHardcodedBorne(codeA, codeB)!)).toEqual([min, max]);
    expect(euros(findHardcodedBorne(codeB, codeA)!)).toEqual([min, max]);
    // The fixed range wins over the formula whatever the distance.
    expect(euros(bornesFor(codeB, codeA, 9999))).toEqual([min, max]);
  });

  it('has exactly the eleven pairs and nothing else', () => {
    expect(HARDCODED_BORNES).toHaveLength(11);
    expect(findHardcodedBorne('75056', '13055')).toBeUndefined();
  });
});

describe('distance formula fitted on the eleven pairs', () => {
  it('is never more than 1 € off on any fixed pair', () => {
    for (const borne of HARDCODED_BORNES) {
      const fitted = estimateBornesFromRoadKm(borne.roadKm);
      expect(Math.abs(fitted.min - borne.min), borne.arrivee.nom).toBeLessThanOrEqual(100);
      expect(Math.abs(fitted.max - borne.max), borne.arrivee.nom).toBeLessThanOrEqual(100);
    }
  });

  it('prices other pairs from their distance, in whole euros', () => {
    expect(euros(estimateBornesFromRoadKm(775))).toEqual([33, 43]); // Paris–Marseille
    expect(euros(estimateBornesFromRoadKm(313))).toEqual([11, 18]); // Lyon–Marseille
    expect(euros(estimateBornesFromRoadKm(100))).toEqual([4, 6]);
    expect(euros(bornesFor('75056', '13055', 775))).toEqual([33, 43]);
  });

  it('grows with distance and keeps a 4 € floor and a 2 € width', () => {
    let previous = estimateBornesFromRoadKm(0);
    expect(euros(previous)).toEqual([4, 6]);
    for (let km = 10; km <= 1200; km += 10) {
      const range = estimateBornesFromRoadKm(km);
      expect(range.min).toBeGreaterThanOrEqual(previous.min);
      expect(range.max).toBeGreaterThanOrEqual(previous.max);
      expect(range.max - range.min).toBeGreaterThanOrEqual(200);
      expect(range.min % 100).toBe(0);
      previous = range;
    }
  });
});

describe('display and suggestion (docs/product/content-and-games.md)', () => {
  it('suggests the rounded midpoint in whole euros', () => {
    expect(suggestedContribution({ min: 1800, max: 2600 })).toBe(2200);
    expect(suggestedContribution({ min: 400, max: 900 })).toBe(700);
  });

  it('shows ranges with a 5 € floor', () => {
    expect(displayedBornes({ min: 400, max: 600 })).toEqual({ min: 500, max: 600 });
    expect(displayedBornes({ min: 1800, max: 2600 })).toEqual({ min: 1800, max: 2600 });
    expect(displayedBornes({ min: 200, max: 400 })).toEqual({ min: 500, max: 500 });
  });
});

describe('route sampling for stage towns (docs/product/content-and-games.md)', () => {
  it('takes every 24th point, skipping the first and last 48', () => {
    const points = Array.from({ length: 200 }, (_, i) => i);
    expect(sampleRouteForStages(points)).toEqual([48, 72, 96, 120, 144]);
    expect(sampleRouteForStages(points.slice(0, 90))).toEqual([]);
  });
});

describe('town pair form (the price range request’s params, docs/product/content-and-games.md town pages)', () => {
  const issues = (pair: { depart: string; arrivee: string }) => {
    const parsed = townPairFormSchema.safeParse(pair);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path, issue.code]);
  };

  it('needs two towns, as the server’s params do, and two different ones', () => {
    expect(issues({ depart: 'bordeaux', arrivee: 'toulouse-31555' })).toEqual([]);
    expect(issues({ depart: '', arrivee: 'lyon' })).toEqual([[['depart'], 'too_small']]);
    expect(townPairFormSchema.safeParse({ depart: 'lyon', arrivee: 'lyon' }).error?.issues).toEqual(
      [expect.objectContaining({ path: ['arrivee'], message: geoTexts.sameTown })],
    );
  });
});
