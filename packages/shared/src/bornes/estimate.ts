import { findHardcodedBorne } from './hardcoded';

/**
 * Contribution range in euros for a pair without a fixed range, from its road distance.
 * Preliminary linear fit on the eleven fixed pairs (≈ 4.7 c/km around the midpoint, ±4 €);
 * issue 3 owns the documented fit.
 */
export function estimateBornesFromRoadKm(roadKm: number): { min: number; max: number } {
  const midpoint = Math.max(5, 0.047 * roadKm + 0.6);
  const halfWidth = midpoint < 8 ? 2 : 4;
  return {
    min: Math.max(1, Math.round(midpoint - halfWidth)),
    max: Math.round(midpoint + halfWidth),
  };
}

/** Range for a pair: the spec's fixed one when it exists, else the estimate. */
export function bornesFor(
  codeA: string,
  codeB: string,
  roadKm: number,
): { min: number; max: number } {
  return findHardcodedBorne(codeA, codeB) ?? estimateBornesFromRoadKm(roadKm);
}

/** spec §5: default and suggested contribution = rounded midpoint of min and max. */
export function suggestedContribution(bornes: { min: number; max: number }): number {
  return Math.round((bornes.min + bornes.max) / 2);
}
