import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpcomingTrip } from '@bonneroute/shared/geo';
import { apiRequest } from '@/lib/api-client';

export interface UpcomingTripsParams {
  ville: string;
  sens?: 'depart' | 'arrivee';
  /** The other town of a pair page. */
  vers?: string;
  limit?: number;
}

/** Upcoming trips of a town or a pair (`GET /api/communes/{ville}/prochains-trajets`). */
export async function getUpcomingTrips(params: UpcomingTripsParams, signal?: AbortSignal) {
  return apiRequest<{ data: UpcomingTrip[]; meta: { total: number } }>(
    `/communes/${encodeURIComponent(params.ville)}/prochains-trajets`,
    { query: { sens: params.sens, vers: params.vers, limit: params.limit }, signal },
  );
}

export const upcomingTripsQuery = (params: UpcomingTripsParams) =>
  queryOptions({
    queryKey: ['upcoming-trips', params],
    queryFn: ({ signal }) => getUpcomingTrips(params, signal),
  });

export function useUpcomingTrips(params: UpcomingTripsParams) {
  return useQuery(upcomingTripsQuery(params));
}
