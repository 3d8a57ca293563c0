import { api, asMultipart, unwrap, type ApiData } from '@/lib/api-client';

/** docs/product/messaging.md POST /message-chat-covoiturage/{trip id} (multipart): texte, utilisateur_id. */
export async function postChatMessage(
  tripId: number,
  userId: number,
  texte: string,
): Promise<ApiData<'/message-chat-covoiturage/{tripId}', 'post'>> {
  const params = { path: { tripId } };
  const body = { texte, utilisateur_id: userId };
  const response = await unwrap(
    api.POST('/message-chat-covoiturage/{tripId}', { params, body, bodySerializer: asMultipart }),
  );
  return response.data;
}
