import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export interface UpcomingTripsParams {
  ville: string;
  sens?: 'depart' | 'arrivee';
  /** The other town of a pair page. */
  vers?: string;
  limit?: number;
}

/** Upcoming trips of a town or a pair (`GET /api/communes/{ville}/prochains-trajets`). */
export async function getUpcomingTrips(params: UpcomingTripsParams, signal?: AbortSignal) {
  const path = { ville: params.ville };
  const query = { sens: params.sens, vers: params.vers, limit: params.limit };
  return unwrap(
    api.GET('/communes/{ville}/prochains-trajets', { params: { path, query }, signal }),
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
