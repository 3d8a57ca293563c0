import { useQuery } from '@tanstack/react-query';
import type { BookingQuote } from '@bonneroute/shared/booking';
import { apiRequest } from '@/lib/api-client';

/** GET /trajets/{id}/devis?nb_places=N: the trip and the server's price. */
export async function getBookingQuote(
  tripId: number,
  seats: number,
  troncon?: string,
): Promise<BookingQuote> {
  const response = await apiRequest<{ data: BookingQuote }>(`/trajets/${tripId}/devis`, {
    query: { nb_places: seats, troncon },
  });
  return response.data;
}

export function useBookingQuote(tripId: number | null, seats: number, troncon?: string) {
  return useQuery({
    queryKey: ['booking-quote', tripId, seats, troncon],
    queryFn: () => getBookingQuote(tripId!, seats, troncon),
    enabled: tripId !== null,
    retry: false,
  });
}
