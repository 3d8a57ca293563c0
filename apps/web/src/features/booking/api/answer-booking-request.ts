import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookingData } from '@/lib/booking-data';

export type Answer = 'acceptation' | 'refus';

/** POST /passagers/{id}/acceptation | refus: capture or release the passenger's hold. */
export async function answerBookingRequest(bookingId: number, answer: Answer): Promise<void> {
  await apiRequest(`/passagers/${bookingId}/${answer}`, { method: 'POST' });
}

export function useAnswerBookingRequest(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, answer }: { bookingId: number; answer: Answer }) =>
      answerBookingRequest(bookingId, answer),
    onSettled: () => invalidateBookingData(queryClient, { tripId }),
  });
}
