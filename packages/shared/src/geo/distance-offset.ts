/**
 * docs/product/geography-and-prices.md distance-offset labels: a trip starting (or ending) some km away from the searched place
 * shows the detour it means, in steps of 6.25 km: 6.25 to under 12.5 km → ±20, up to 18.75 → ±30,
 * up to 25 → ±40, up to 31.25 → ±50, up to 37.5 → ±60. The steps are 6.25 km per 10 units, i.e.
 * minutes at 37.5 km/h of local driving (docs/decisions.md). Closer than 6.25 km needs no label;
 * beyond 37.5 km the place is not "near" any more and gets none either.
 */
const STEP_KM = 6.25;
const STEPS = [20, 30, 40, 50, 60] as const;

export type DistanceOffsetMinutes = (typeof STEPS)[number];

export function distanceOffsetMinutes(km: number): DistanceOffsetMinutes | null {
  if (!Number.isFinite(km) || km < STEP_KM || km > STEP_KM * (STEPS.length + 1)) return null;
  const step = Math.min(STEPS.length - 1, Math.floor(km / STEP_KM) - 1);
  return STEPS[step]!;
}

/** "±20 min", or null when no label is shown. */
export function distanceOffsetLabel(km: number): string | null {
  const minutes = distanceOffsetMinutes(km);
  return minutes === null ? null : `±${minutes} min`;
}
