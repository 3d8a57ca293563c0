import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAlertBody } from '@bonneroute/shared/alerts';
import { api, unwrap } from '@/lib/api-client';
export type AlertInput = Partial<Omit<CreateAlertBody, 'nb_places'>> & {
  depart: string;
  arrivee: string;
  nb_places: number;
};

const myAlertsKey = ['alertes', 'mes-alertes'] as const;

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertInput) => unwrap(api.POST('/alertes', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAlertsKey }),
  });
}

export function useMyAlerts(page: number) {
  return useQuery({
    queryKey: [...myAlertsKey, page],
    queryFn: () => unwrap(api.GET('/alertes', { params: { query: { page } } })),
  });
}

export function useSetAlertStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, statut }: { id: number; statut: 'ACTIVE' | 'PAUSEE' }) =>
      unwrap(api.PATCH('/alertes/{id}', { params: { path: { id } }, body: { statut } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAlertsKey }),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/alertes/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAlertsKey }),
  });
}

export function confirmAlert(token: string) {
  return unwrap(api.POST('/alertes/confirmation', { body: { token } }));
}

export function unsubscribeAlert(alerte: string, signature: string) {
  // A malformed link id is sent as is (NaN): the server refuses it as before.
  const query = { alerte: Number(alerte), signature };
  return unwrap(api.POST('/alertes/desabonnement', { params: { query } }));
}
