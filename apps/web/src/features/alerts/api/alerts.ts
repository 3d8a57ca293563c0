import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Alert,
  alertListResponseSchema,
  CreateAlertBody,
  createAlertResponseSchema,
} from '@bonneroute/shared/alerts';
import { apiRequest } from '@/lib/api-client';

type AlertList = z.infer<typeof alertListResponseSchema>;
type CreatedAlert = z.infer<typeof createAlertResponseSchema>;
export type AlertInput = Partial<Omit<CreateAlertBody, 'nb_places'>> & {
  depart: string;
  arrivee: string;
  nb_places: number;
};

const myAlertsKey = ['alertes', 'mes-alertes'] as const;

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertInput) =>
      apiRequest<CreatedAlert>('/alertes', { method: 'POST', body: { ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAlertsKey }),
  });
}

export function useMyAlerts(page: number) {
  return useQuery({
    queryKey: [...myAlertsKey, page],
    queryFn: () => apiRequest<AlertList>('/alertes', { query: { page } }),
  });
}

export function useSetAlertStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, statut }: { id: number; statut: 'ACTIVE' | 'PAUSEE' }) =>
      apiRequest<{ data: Alert }>(`/alertes/${id}`, { method: 'PATCH', body: { statut } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAlertsKey }),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/alertes/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAlertsKey }),
  });
}

export function confirmAlert(token: string) {
  return apiRequest<{ data: Alert }>('/alertes/confirmation', {
    method: 'POST',
    body: { token },
  });
}

export function unsubscribeAlert(alerte: string, signature: string) {
  return apiRequest<{ data: { message: string } }>('/alertes/desabonnement', {
    method: 'POST',
    query: { alerte, signature },
  });
}
