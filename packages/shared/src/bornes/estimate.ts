import { findHardcodedBorne } from './hardcoded';

/**
 * Contribution range for a pair without a fixed range, from its road distance (docs/product/content-and-games.md).
 * Fitted on the eleven fixed pairs of docs/product/content-and-games.md against their reference road distances
 * (HARDCODED_BORNES.roadKm) by least absolute error, in whole euros:
 *   min = max(4, round(−3.7 + 0.0477 × km))
 *   max = max(min + 2, round(0.75 + 0.0539 × km))
 * The floor of 4 € and the 2 € minimum width are those of the shortest fixed pair
 * (Montpellier–Nîmes, 56 km, 4–6 €). On the eleven pairs the formula is never more than 1 € off
 * (mean absolute error 0.45 € on min, 0.36 € on max): bornes.test.ts checks it.
 */
export const BORNES_FIT = {
  minIntercept: -3.7,
  minPerKm: 0.0477,
  maxIntercept: 0.75,
  maxPerKm: 0.0539,
  minFloorEuros: 4,
  minWidthEuros: 2,
} as const;

/** Range in integer cents (whole euros) for a road distance in km. */
export function estimateBornesFromRoadKm(roadKm: number): { min: number; max: number } {
  const km = Math.max(0, roadKm);
  const min = Math.max(
    BORNES_FIT.minFloorEuros,
    Math.round(BORNES_FIT.minIntercept + BORNES_FIT.minPerKm * km),
  );
  const max = Math.max(
    min + BORNES_FIT.minWidthEuros,
    Math.round(BORNES_FIT.maxIntercept + BORNES_FIT.maxPerKm * km),
  );
  return { min: min * 100, max: max * 100 };
}

/** Range (cents) for a pair: the documented fixed one when it exists, else the estimate. */
export function bornesFor(
  codeA: string,
  codeB: string,
  roadKm: number,
): { min: number; max: number } {
  return findHardcodedBorne(codeA, codeB) ?? estimateBornesFromRoadKm(roadKm);
}

/**
 * docs/product/content-and-games.md: default and suggested contribution = rounded midpoint of min and max, in whole euros
 * (4–9 € suggests 7 €). Cents in, cents out.
 */
export function suggestedContribution(bornes: { min: number; max: number }): number {
  return Math.round((bornes.min + bornes.max) / 200) * 100;
}

/** docs/product/content-and-games.md: "Displayed price ranges have a floor of 5 euros" (cents). */
export const DISPLAYED_BORNE_FLOOR = 500;

export function displayedBornes(bornes: { min: number; max: number }): {
  min: number;
  max: number;
} {
  return {
    min: Math.max(DISPLAYED_BORNE_FLOOR, bornes.min),
    max: Math.max(DISPLAYED_BORNE_FLOOR, bornes.max),
  };
}
