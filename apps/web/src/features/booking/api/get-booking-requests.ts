import { useQuery } from '@tanstack/react-query';
import type { BookingRequest } from '@bonneroute/shared/booking';
import { apiRequest } from '@/lib/api-client';

export const bookingRequestsKey = (tripId: number) => ['booking-requests', tripId] as const;

/** GET /trajets/{id}/demandes: the driver's waiting requests and confirmed bookings. */
export async function getBookingRequests(tripId: number): Promise<BookingRequest[]> {
  return (await apiRequest<{ data: BookingRequest[] }>(`/trajets/${tripId}/demandes`)).data;
}

export function useBookingRequests(tripId: number) {
  return useQuery({
    queryKey: bookingRequestsKey(tripId),
    queryFn: () => getBookingRequests(tripId),
  });
}
