import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trip } from '@bonneroute/shared/trips';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookingData } from '@/lib/booking-data';

export type TripChange =
  { nb_places_proposees: number } | { is_roles_passagers: 0 | 1 } | { roles_passagers: string };

/** spec §7 PUT /trajets/{id} (form-urlencoded, one of the fields). */
export async function updateTrip(id: number, change: TripChange): Promise<Trip> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(change)) body.set(key, String(value));
  return (await apiRequest<{ data: Trip }>(`/trajets/${id}`, { method: 'PUT', body })).data;
}

export function useUpdateTrip(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TripChange) => updateTrip(id, change),
    onSuccess: () => invalidateBookingData(client),
  });
}
