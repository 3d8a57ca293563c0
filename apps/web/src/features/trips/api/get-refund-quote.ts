import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';

export type RefundQuote = ApiData<'/passagers/{id}/annulation'>;

/**
 * docs/product/booking-and-money.md GET /passagers/{id}/annulation: what cancelling this booking
 * now would give back, by the very rule the cancellation refunds with.
 */
export async function getRefundQuote(
  bookingId: number,
  signal?: AbortSignal,
): Promise<RefundQuote> {
  const params = { path: { id: bookingId } };
  return (await unwrap(api.GET('/passagers/{id}/annulation', { params, signal }))).data;
}

export const refundQuoteQuery = (bookingId: number) =>
  queryOptions({
    queryKey: ['refund-quote', bookingId],
    queryFn: ({ signal }) => getRefundQuote(bookingId, signal),
    // The figure depends on the hour (24 h before departure): asked again at each opening.
    staleTime: 0,
    retry: false,
  });

/** Read only while the cancel dialog is open (`enabled`). */
export function useRefundQuote(bookingId: number, enabled: boolean) {
  return useQuery({ ...refundQuoteQuery(bookingId), enabled });
}
