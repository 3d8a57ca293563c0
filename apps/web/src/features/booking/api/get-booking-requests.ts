import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';

export const bookingRequestsKey = (tripId: number) => ['booking-requests', tripId] as const;

/** GET /trajets/{id}/demandes: the driver's waiting requests and confirmed bookings. */
export async function getBookingRequests(
  tripId: number,
): Promise<ApiData<'/trajets/{id}/demandes'>> {
  const params = { path: { id: tripId } };
  return (await unwrap(api.GET('/trajets/{id}/demandes', { params }))).data;
}

export function useBookingRequests(tripId: number) {
  return useQuery({
    queryKey: bookingRequestsKey(tripId),
    queryFn: () => getBookingRequests(tripId),
  });
}
