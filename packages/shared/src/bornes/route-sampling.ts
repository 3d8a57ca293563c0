/**
 * docs/product/content-and-games.md: stage towns are looked up from the route the routing service returns, taking every
 * 24th point of its geometry and skipping the first and last 48 (the town centres themselves).
 */
export const ROUTE_SAMPLE_EVERY = 24;
export const ROUTE_SAMPLE_SKIP = 48;

export function sampleRouteForStages<T>(points: readonly T[]): T[] {
  const inner = points.slice(
    ROUTE_SAMPLE_SKIP,
    Math.max(ROUTE_SAMPLE_SKIP, points.length - ROUTE_SAMPLE_SKIP),
  );
  return inner.filter((_point, index) => index % ROUTE_SAMPLE_EVERY === 0);
}
