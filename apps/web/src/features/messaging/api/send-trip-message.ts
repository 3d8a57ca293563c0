import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingTexts } from '@bonneroute/shared/messaging';
import { api, asMultipart, unwrap, type ApiData } from '@/lib/api-client';

export interface SentTripMessage {
  message: ApiData<'/trajets/{id}/messages', 'post'>;
  /** Why contact details were masked (shown under the composer), or null. */
  avis: string | null;
}

export interface SendTripMessageInput {
  trajet_id: number;
  utilisateur_id: number;
  destinataire_id: number;
  message: string;
}

/**
 * docs/product/messaging.md POST /trajets/{id}/messages (multipart), objet "Demande d'information",
 * is_public 1; before a confirmed booking the server masks contact details and says why.
 */
export async function sendTripMessage(input: SendTripMessageInput): Promise<SentTripMessage> {
  const params = { path: { id: input.trajet_id } };
  const request = api.POST('/trajets/{id}/messages', {
    params,
    bodySerializer: asMultipart,
    body: {
      trajet_id: input.trajet_id,
      utilisateur_id: input.utilisateur_id,
      destinataire_id: input.destinataire_id,
      objet: messagingTexts.informationRequestSubject,
      message: input.message,
      is_public: 1,
    },
  });
  const sent = await unwrap(request);
  return { message: sent.data, avis: sent.meta.avis };
}

export function useSendTripMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTripMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
