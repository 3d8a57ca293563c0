import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateBookingData } from '@/lib/booking-data';

export type Answer = 'acceptation' | 'refus';

/** POST /passagers/{id}/acceptation | refus: capture or release the passenger's hold. */
export async function answerBookingRequest(bookingId: number, answer: Answer): Promise<void> {
  const params = { path: { id: bookingId } };
  await unwrap(
    answer === 'acceptation'
      ? api.POST('/passagers/{id}/acceptation', { params })
      : api.POST('/passagers/{id}/refus', { params }),
  );
}

export function useAnswerBookingRequest(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, answer }: { bookingId: number; answer: Answer }) =>
      answerBookingRequest(bookingId, answer),
    onSettled: () => invalidateBookingData(queryClient, { tripId }),
  });
}
