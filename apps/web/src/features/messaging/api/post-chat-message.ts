import type { ChatMessage } from '@bonneroute/shared/messaging';
import { apiRequest } from '@/lib/api-client';
import { toFormData } from './form-data';

/** spec §7 POST /message-chat-covoiturage/{trip id} (multipart): texte, utilisateur_id. */
export async function postChatMessage(
  tripId: number,
  userId: number,
  texte: string,
): Promise<ChatMessage> {
  const response = await apiRequest<{ data: ChatMessage }>(`/message-chat-covoiturage/${tripId}`, {
    method: 'POST',
    body: toFormData({ texte, utilisateur_id: userId }),
  });
  return response.data;
}
