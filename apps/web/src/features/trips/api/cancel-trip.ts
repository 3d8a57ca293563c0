import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookingData } from '@/lib/booking-data';

/**
 * spec §7 POST /annulations (multipart): trajet_id, plus passager_id for a passenger cancelling.
 * The endpoint (and the money it moves) belongs to the booking feature.
 */
export async function cancelTrip(tripId: number, passengerId?: number): Promise<void> {
  const body = new FormData();
  body.append('trajet_id', String(tripId));
  if (passengerId !== undefined) body.append('passager_id', String(passengerId));
  await apiRequest('/annulations', { body });
}

export function useCancelTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { tripId: number; passengerId?: number }) =>
      cancelTrip(input.tripId, input.passengerId),
    onSuccess: (_, input) => invalidateBookingData(client, { tripId: input.tripId }),
  });
}
