import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, asUrlEncoded, unwrap, type ApiData } from '@/lib/api-client';
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

/** docs/product/booking-and-money.md browser_info_* for 3-D Secure 2 (the IP is read by the server). */
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
export async function createPayment(
  input: PaymentInput,
): Promise<ApiData<'/utilisateurs/{id}/paiements', 'post'>> {
  const body = {
    trajet_id: input.trajetId,
    conducteur_id: input.conducteurId,
    nb_places: input.seats,
    montant: input.montant,
    fees: input.fees,
    troncon: input.troncon || undefined,
    ...input.card,
    // The card form keeps what was typed ("05"); the wire carries the same digits.
    mois: Number(input.card.mois),
    annee: Number(input.card.annee),
    token: input.token,
    ...browserInfo(),
  };
  const params = { path: { id: input.userId } };
  const response = await unwrap(
    api.POST('/utilisateurs/{id}/paiements', { params, body, bodySerializer: asUrlEncoded }),
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
