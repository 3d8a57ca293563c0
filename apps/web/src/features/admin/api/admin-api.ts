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

export interface AdminOtp {
  id: number;
  prenom: string;
  nom: string;
  numero: string;
  token: string;
  sent: 0 | 1;
  expire_le: string;
}

/** GET /admin/otps-mobiles: the phone codes still valid, newest first. */
export function useOtps() {
  return useQuery({
    queryKey: ['admin', 'otps'],
    queryFn: async () => (await apiRequest<{ data: AdminOtp[] }>('/admin/otps-mobiles')).data,
  });
}

/** "Envoyer le code": POST /admin/otps-mobiles/{id}/envoi sends it through the SMS interface. */
export function useSendOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otpId: number) =>
      apiRequest<{ data: { sent: 0 | 1 } }>(`/admin/otps-mobiles/${otpId}/envoi`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'otps'] }),
  });
}

/** spec §7 GET /admin/tests/email-*: a sample of one e-mail, sent to the admin asking. */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<{ data: { message: string; email_id: number } }>(`/admin/tests/${name}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'emails'] }),
  });
}

/** GET /admin/statistiques: the dashboard's figures. */
export function useStatistics() {
  return useQuery({
    queryKey: ['admin', 'statistiques'],
    queryFn: async () => (await apiRequest<{ data: AdminStatistics }>('/admin/statistiques')).data,
  });
}
