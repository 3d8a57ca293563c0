import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminDocument,
  AdminUser,
  AdminPromoCode,
  AdminTrip,
  AdminEmailDetail,
  AdminEmailSummary,
  AdminRegistration,
  AdminStatistics,
  AuditEntry,
  CorrectionField,
} from '@bonneroute/shared/admin';
import type { PaginationMeta } from '@bonneroute/shared/api';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

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

export function useAdminDocuments(statut: 'a_verifier' | 'verifie', page: number) {
  return useQuery({
    queryKey: ['admin', 'documents', statut, page],
    queryFn: () => apiRequest<Page<AdminDocument>>('/admin/documents', { query: { statut, page } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/documents/{id}/decision: verified (then paid out) or refused with a reason. */
export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; decision: 'VERIFIE' | 'REFUSE'; motif?: string }) =>
      apiRequest<{ data: { id: number; decision: string; versement: number } }>(
        `/admin/documents/${id}/decision`,
        { method: 'POST', body },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'documents'] }),
  });
}

/** The private file of a document (owner and staff only): fetched with the session's token. */
export async function fetchDocumentFile(document: AdminDocument): Promise<Blob> {
  const token = sessionStore.validToken();
  const response = await fetch(
    `/api/utilisateurs/${document.utilisateur_id}/documents/${document.type_doc_code}`,
    { headers: token ? { authorization: `Bearer ${token}` } : {} },
  );
  if (!response.ok) throw new Error('Le fichier est introuvable.');
  return response.blob();
}

export interface ContactMessage {
  id: number;
  nom: string;
  email: string;
  message: string;
  utilisateur_id: number | null;
  traite_le: string | null;
  created_at: string;
}

/** GET /admin/public-messages: the contact form's requests, newest first. */
export function useContactMessages(page: number) {
  return useQuery({
    queryKey: ['admin', 'contact', page],
    queryFn: () => apiRequest<Page<ContactMessage>>('/admin/public-messages', { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/public-messages/${id}/traitement`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contact'] }),
  });
}

export function useAdminTrips(page: number) {
  return useQuery({
    queryKey: ['admin', 'trajets', page],
    queryFn: () => apiRequest<Page<AdminTrip>>('/admin/trajets', { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/trajets/{id}/desactivation (ADMIN): as a driver cancellation, with a reason. */
export function useDeactivateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motif }: { id: number; motif: string }) =>
      apiRequest<{ data: { id: number; rembourse: number } }>(
        `/admin/trajets/${id}/desactivation`,
        { method: 'POST', body: { motif } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'trajets'] }),
  });
}

export function usePromoCodes() {
  return useQuery({
    queryKey: ['admin', 'codes-promo'],
    queryFn: async () => (await apiRequest<{ data: AdminPromoCode[] }>('/admin/codes-promo')).data,
  });
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      apiRequest<{ data: AdminPromoCode }>('/admin/codes-promo', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'codes-promo'] }),
  });
}

export function useTogglePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, actif }: { id: number; actif: 0 | 1 }) =>
      apiRequest<{ data: AdminPromoCode }>(`/admin/codes-promo/${id}/actif`, {
        method: 'POST',
        body: { actif },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'codes-promo'] }),
  });
}

export function useAdminUsers(search: string, page: number, liste?: 'newsletter') {
  return useQuery({
    queryKey: ['admin', 'utilisateurs', search, page, liste ?? 'tous'],
    queryFn: () =>
      apiRequest<Page<AdminUser>>('/admin/utilisateurs', {
        query: liste ? { q: search, page, liste } : { q: search, page },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motif }: { id: number; motif: string | null }) =>
      apiRequest<{ data: { trajets_annules: number; rembourse: number } }>(
        `/admin/utilisateurs/${id}/${motif === null ? 'reactivation' : 'suspension'}`,
        { method: 'POST', body: motif === null ? {} : { motif } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'utilisateurs'] }),
  });
}

/** Issue 16: an ADMIN's explicit, journaled correction of a member's account. */
export function useCorrectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      field,
      body,
    }: {
      id: number;
      field: CorrectionField;
      body: { motif: string; nom?: string; prenom?: string };
    }) =>
      apiRequest<{ data: unknown }>(`/admin/utilisateurs/${id}/corrections/${field}`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'utilisateurs'] }),
  });
}
