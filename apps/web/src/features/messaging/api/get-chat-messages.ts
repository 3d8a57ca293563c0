import type { ChatMessage } from '@bonneroute/shared/messaging';
import { apiRequest } from '@/lib/api-client';

/** spec §7 GET /message-chat-covoiturage/{trip id}; `apres`: only what follows that id. */
export async function getChatMessages(tripId: number, apres?: number): Promise<ChatMessage[]> {
  const response = await apiRequest<{ data: ChatMessage[] }>(
    `/message-chat-covoiturage/${tripId}`,
    {
      query: { apres },
    },
  );
  return response.data;
}
