import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, asMultipart, unwrap, type ApiData } from '@/lib/api-client';
import { invalidateBookingData } from '@/lib/booking-data';

export type CancellationAnswer = ApiData<'/annulations', 'post'>;

/** docs/product/booking-and-money.md POST /annulations with passager_id: the passenger cancels a booking. */
export async function cancelBooking(
  tripId: number,
  bookingId: number,
): Promise<CancellationAnswer> {
  const body = { trajet_id: tripId, passager_id: bookingId };
  return (await unwrap(api.POST('/annulations', { body, bodySerializer: asMultipart }))).data;
}

/**
 * The trip's page is refetched in place, not dropped (unlike `useCancelTrip`): the dialog on it
 * still shows what was refunded and when it arrives.
 */
export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { tripId: number; bookingId: number }) =>
      cancelBooking(input.tripId, input.bookingId),
    onSuccess: () => invalidateBookingData(client),
  });
}
