import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, asUrlEncoded, unwrap, type ApiBody, type ApiData } from '@/lib/api-client';
import { invalidateBookingData } from '@/lib/booking-data';

export type TripChange =
  { nb_places_proposees: number } | { is_roles_passagers: 0 | 1 } | { roles_passagers: string };

/** docs/product/trips-and-search.md PUT /trajets/{id} (form-urlencoded, one of the fields). */
export async function updateTrip(
  id: number,
  change: TripChange,
): Promise<ApiData<'/trajets/{id}', 'put'>> {
  const params = { path: { id } };
  return (
    await unwrap(api.PUT('/trajets/{id}', { params, body: change, bodySerializer: asUrlEncoded }))
  ).data;
}

export function useUpdateTrip(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TripChange) => updateTrip(id, change),
    onSuccess: () => invalidateBookingData(client),
  });
}

/**
 * docs/product/trips-and-search.md#changing-a-published-trip: the date (a day at most), time,
 * prices and description at once; answers the trip and who was told.
 */
export function useChangeTrip(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      const params = { path: { id } };
      return unwrap(
        api.PUT('/trajets/{id}', {
          params,
          body: body as ApiBody<'/trajets/{id}', 'put'>,
          bodySerializer: asUrlEncoded,
        }),
      );
    },
    onSuccess: () => invalidateBookingData(client),
  });
}
