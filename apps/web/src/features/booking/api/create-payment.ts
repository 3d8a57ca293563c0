import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentResult } from '@bonneroute/shared/booking';
import { apiRequest } from '@/lib/api-client';
import { invalidateBookingData } from '@/lib/booking-data';

export interface CardValues {
  titulaire: string;
  numero: string;
  cryptogramme: string;
  mois: string;
  annee: string;
}

export interface PaymentInput {
  userId: number;
  trajetId: number;
  conducteurId: number;
  seats: number;
  montant: number;
  fees: number;
  /** The leg booked ("0-1"), when not the whole trip. */
  troncon?: string;
  card: CardValues;
  /** Idempotency key: one per attempt, so a retry never charges twice. */
  token: string;
}

/** spec §7 browser_info_* for 3-D Secure 2 (the IP is read by the server). */
function browserInfo(): Record<string, string> {
  return {
    browser_info_java_enabled: '0',
    browser_info_language: navigator.language || 'fr-FR',
    browser_info_color_depth: String(window.screen.colorDepth || 24),
    browser_info_screen_height: String(window.screen.height || 0),
    browser_info_screen_width: String(window.screen.width || 0),
    browser_info_time_zone_offset: String(new Date().getTimezoneOffset()),
    browser_info_user_agent: navigator.userAgent.slice(0, 512),
  };
}

/** POST /utilisateurs/{id}/paiements (form): the answer's `status` says what happened. */
export async function createPayment(input: PaymentInput): Promise<PaymentResult> {
  const body = new URLSearchParams({
    trajet_id: String(input.trajetId),
    conducteur_id: String(input.conducteurId),
    nb_places: String(input.seats),
    montant: String(input.montant),
    fees: String(input.fees),
    ...(input.troncon ? { troncon: input.troncon } : {}),
    ...input.card,
    token: input.token,
    ...browserInfo(),
  });
  const response = await apiRequest<{ data: PaymentResult }>(
    `/utilisateurs/${input.userId}/paiements`,
    { method: 'POST', body },
  );
  return response.data;
}

export function useCreatePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    // Awaited before the page navigates to the trip: it opens on the new seats and booking.
    onSuccess: (_, input) => invalidateBookingData(client, { tripId: input.trajetId }),
  });
}
