import { useQuery } from '@tanstack/react-query';
import { encodeRoutePoints } from '@bonneroute/shared/trips';
import { api, unwrap, type ApiData } from '@/lib/api-client';

interface LatLon {
  latitude: number;
  longitude: number;
}

/** docs/product/trips-and-search.md#the-route-on-a-map GET /itineraire: the line through the stops. */
export async function getRouteLine(
  points: string,
  signal?: AbortSignal,
): Promise<ApiData<'/itineraire'>> {
  return (await unwrap(api.GET('/itineraire', { params: { query: { points } }, signal }))).data;
}

export function useRouteLine(stops: readonly LatLon[]) {
  const points = encodeRoutePoints(stops);
  return useQuery({
    queryKey: ['itineraire', points],
    queryFn: ({ signal }) => getRouteLine(points, signal),
    enabled: stops.length >= 2,
    staleTime: Infinity,
  });
}
