import { api, unwrap, type ApiData } from '@/lib/api-client';

/** docs/product/messaging.md GET /message-chat-covoiturage/{trip id}; `apres`: only what follows that id. */
export async function getChatMessages(
  tripId: number,
  apres?: number,
): Promise<ApiData<'/message-chat-covoiturage/{tripId}'>> {
  const params = { path: { tripId }, query: { apres } };
  const response = await unwrap(api.GET('/message-chat-covoiturage/{tripId}', { params }));
  return response.data;
}
