import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingTexts, type TripMessage } from '@bonneroute/shared/messaging';
import { apiRequest } from '@/lib/api-client';
import { toFormData } from './form-data';

export interface SendTripMessageInput {
  trajet_id: number;
  utilisateur_id: number;
  destinataire_id: number;
  message: string;
}

/** spec §7 POST /trajets/{id}/messages (multipart), objet "Demande d'information", is_public 1. */
export async function sendTripMessage(input: SendTripMessageInput): Promise<TripMessage> {
  const response = await apiRequest<{ data: TripMessage }>(`/trajets/${input.trajet_id}/messages`, {
    method: 'POST',
    body: toFormData({
      trajet_id: input.trajet_id,
      utilisateur_id: input.utilisateur_id,
      destinataire_id: input.destinataire_id,
      objet: messagingTexts.informationRequestSubject,
      message: input.message,
      is_public: 1,
    }),
  });
  return response.data;
}

export function useSendTripMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTripMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
