import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookingData } from '@/lib/booking-data';

/** POST /annulations (multipart): trajet_id, plus passager_id when a passenger cancels. */
export async function cancelBooking(input: {
  trajetId: number;
  passagerId?: number;
}): Promise<{ message: string; rembourse: number }> {
  const body = new FormData();
  body.set('trajet_id', String(input.trajetId));
  if (input.passagerId !== undefined) body.set('passager_id', String(input.passagerId));
  const response = await apiRequest<{ data: { message: string; rembourse: number } }>(
    '/annulations',
    { method: 'POST', body },
  );
  return response.data;
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (_, input) => invalidateBookingData(client, { tripId: input.trajetId }),
  });
}
