import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, asUrlEncoded, unwrap, type ApiData } from '@/lib/api-client';
import { invalidateBookingData } from '@/lib/booking-data';

/** docs/product/trips-and-search.md#regular-trips POST /series/{id}/annulation. */
export async function cancelSeries(
  id: number,
): Promise<ApiData<'/series/{id}/annulation', 'post'>> {
  return (await unwrap(api.POST('/series/{id}/annulation', { params: { path: { id } } }))).data;
}

export type SeriesChange = {
  heure?: string;
  montant_contribution?: number;
  nb_places_proposees?: number;
};

/** docs/product/trips-and-search.md#regular-trips PUT /series/{id} (form-urlencoded). */
export async function updateSeries(
  id: number,
  change: SeriesChange,
): Promise<ApiData<'/series/{id}', 'put'>> {
  const params = { path: { id } };
  return (
    await unwrap(api.PUT('/series/{id}', { params, body: change, bodySerializer: asUrlEncoded }))
  ).data;
}

export function useCancelSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSeries,
    onSuccess: () => invalidateBookingData(client),
  });
}

export function useUpdateSeries(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SeriesChange) => updateSeries(id, change),
    onSuccess: () => invalidateBookingData(client),
  });
}
