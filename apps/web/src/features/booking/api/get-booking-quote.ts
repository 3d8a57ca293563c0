import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';

/** GET /trajets/{id}/devis?nb_places=N: the trip and the server's price. */
export async function getBookingQuote(
  tripId: number,
  seats: number,
  troncon?: string,
): Promise<ApiData<'/trajets/{id}/devis'>> {
  const params = { path: { id: tripId }, query: { nb_places: seats, troncon } };
  const response = await unwrap(api.GET('/trajets/{id}/devis', { params }));
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
