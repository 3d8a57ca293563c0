import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminEmailDetail,
  AdminEmailSummary,
  AdminRegistration,
  AdminStatistics,
  AuditEntry,
} from '@bonneroute/shared/admin';
import type { PaginationMeta } from '@bonneroute/shared/api';
import { apiRequest } from '@/lib/api-client';

export interface Page<T> {
  data: T[];
  meta: PaginationMeta;
}

export const adminKeys = {
  all: ['admin'] as const,
  registrations: (page: number) => ['admin', 'inscriptions', page] as const,
  outbox: (page: number) => ['admin', 'emails', page] as const,
  email: (id: number) => ['admin', 'email', id] as const,
  journal: (page: number) => ['admin', 'journal', page] as const,
};

/** GET /admin/inscriptions: accounts whose address is not validated yet. */
export function useRegistrations(page: number) {
  return useQuery({
    queryKey: adminKeys.registrations(page),
    queryFn: () => apiRequest<Page<AdminRegistration>>('/admin/inscriptions', { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/inscriptions (utilisateur_id): the "relancer" button. */
export function useRemindRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (utilisateurId: number) =>
      apiRequest('/admin/inscriptions', {
        method: 'POST',
        body: { utilisateur_id: utilisateurId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'inscriptions'] }),
  });
}

export function useOutbox(page: number) {
  return useQuery({
    queryKey: adminKeys.outbox(page),
    queryFn: () => apiRequest<Page<AdminEmailSummary>>('/admin/emails', { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function outboxEmailQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.email(id),
    queryFn: async () => (await apiRequest<{ data: AdminEmailDetail }>(`/admin/emails/${id}`)).data,
  });
}

export function useJournal(page: number) {
  return useQuery({
    queryKey: adminKeys.journal(page),
    queryFn: () => apiRequest<Page<AuditEntry>>('/admin/journal', { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/statistiques: the dashboard's figures. */
export function useStatistics() {
  return useQuery({
    queryKey: ['admin', 'statistiques'],
    queryFn: async () => (await apiRequest<{ data: AdminStatistics }>('/admin/statistiques')).data,
  });
}
