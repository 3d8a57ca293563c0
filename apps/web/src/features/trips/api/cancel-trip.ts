import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, asMultipart, unwrap } from '@/lib/api-client';
import { invalidateBookingData } from '@/lib/booking-data';

/**
 * docs/product/trips-and-search.md POST /annulations (multipart): trajet_id, plus passager_id for a passenger cancelling.
 * The endpoint (and the money it moves) belongs to the booking feature.
 */
export async function cancelTrip(tripId: number, passengerId?: number): Promise<void> {
  const body = { trajet_id: tripId, passager_id: passengerId };
  await unwrap(api.POST('/annulations', { body, bodySerializer: asMultipart }));
}

export function useCancelTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { tripId: number; passengerId?: number }) =>
      cancelTrip(input.tripId, input.passengerId),
    onSuccess: (_, input) => invalidateBookingData(client, { tripId: input.tripId }),
  });
}
