import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CorrectionField, CreatePromoCodeBody } from '@bonneroute/shared/admin';
import { documentTypeSchema } from '@bonneroute/shared/user-space';
import { api, unwrap, type ApiData } from '@/lib/api-client';
import type { paths } from '@/generated/api-schema';

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
    queryFn: () => unwrap(api.GET('/admin/inscriptions', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/inscriptions (utilisateur_id): the "relancer" button. */
export function useRemindRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (utilisateurId: number) =>
      unwrap(api.POST('/admin/inscriptions', { body: { utilisateur_id: utilisateurId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'inscriptions'] }),
  });
}

export function useOutbox(page: number) {
  return useQuery({
    queryKey: adminKeys.outbox(page),
    queryFn: () => unwrap(api.GET('/admin/emails', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
  });
}

export function outboxEmailQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.email(id),
    queryFn: async () =>
      (await unwrap(api.GET('/admin/emails/{emailId}', { params: { path: { emailId: id } } })))
        .data,
  });
}

export function useJournal(page: number) {
  return useQuery({
    queryKey: adminKeys.journal(page),
    queryFn: () => unwrap(api.GET('/admin/journal', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/otps-mobiles: the phone codes still valid, newest first. */
export function useOtps() {
  return useQuery({
    queryKey: ['admin', 'otps'],
    queryFn: async () => (await unwrap(api.GET('/admin/otps-mobiles'))).data,
  });
}

/** "Envoyer le code": POST /admin/otps-mobiles/{id}/envoi sends it through the SMS interface. */
export function useSendOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otpId: number) =>
      unwrap(api.POST('/admin/otps-mobiles/{otpId}/envoi', { params: { path: { otpId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'otps'] }),
  });
}

/** docs/product/admin.md GET /admin/tests/email-*: a sample of one e-mail, sent to the admin asking. */
export type TestEmailName =
  Extract<keyof paths, `/admin/tests/${string}`> extends `/admin/tests/${infer Name}`
    ? Name
    : never;

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: TestEmailName) => unwrap(api.GET(`/admin/tests/${name}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'emails'] }),
  });
}

/** GET /admin/statistiques: the dashboard's figures. */
export function useStatistics() {
  return useQuery({
    queryKey: ['admin', 'statistiques'],
    queryFn: async () => (await unwrap(api.GET('/admin/statistiques'))).data,
  });
}

export function useAdminDocuments(statut: 'a_verifier' | 'verifie', page: number) {
  return useQuery({
    queryKey: ['admin', 'documents', statut, page],
    queryFn: () => unwrap(api.GET('/admin/documents', { params: { query: { statut, page } } })),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/documents/{id}/decision: verified (then paid out) or refused with a reason. */
export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; decision: 'VERIFIE' | 'REFUSE'; motif?: string }) =>
      unwrap(
        api.POST('/admin/documents/{documentId}/decision', {
          params: { path: { documentId: id } },
          body,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'documents'] }),
  });
}

/** The private file of a document (owner and staff only): fetched with the session's token. */
export async function fetchDocumentFile(
  document: ApiData<'/admin/documents'>[number],
): Promise<Blob> {
  const type = documentTypeSchema.safeParse(document.type_doc_code);
  if (!type.success) throw new Error('Le fichier est introuvable.');
  const path = { id: document.utilisateur_id, type: type.data };
  const outcome = await api
    .GET('/utilisateurs/{id}/documents/{type}', { params: { path }, parseAs: 'blob' })
    .catch(() => null);
  if (!outcome?.data) throw new Error('Le fichier est introuvable.');
  return outcome.data;
}

/** GET /admin/public-messages: the contact form's requests, newest first. */
export function useContactMessages(page: number) {
  return useQuery({
    queryKey: ['admin', 'contact', page],
    queryFn: () => unwrap(api.GET('/admin/public-messages', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
  });
}

export function useMarkContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        api.POST('/admin/public-messages/{messageId}/traitement', {
          params: { path: { messageId: id } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contact'] }),
  });
}

export function useAdminTrips(page: number) {
  return useQuery({
    queryKey: ['admin', 'trajets', page],
    queryFn: () => unwrap(api.GET('/admin/trajets', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/trajets/{id}/desactivation (ADMIN): as a driver cancellation, with a reason. */
export function useDeactivateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motif }: { id: number; motif: string }) =>
      unwrap(
        api.POST('/admin/trajets/{tripId}/desactivation', {
          params: { path: { tripId: id } },
          body: { motif },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'trajets'] }),
  });
}

export function usePromoCodes() {
  return useQuery({
    queryKey: ['admin', 'codes-promo'],
    queryFn: async () => (await unwrap(api.GET('/admin/codes-promo'))).data,
  });
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    // The body the form's resolver read with the server's own schema (numbers, not typed text).
    mutationFn: (body: CreatePromoCodeBody) => unwrap(api.POST('/admin/codes-promo', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'codes-promo'] }),
  });
}

export function useTogglePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, actif }: { id: number; actif: 0 | 1 }) =>
      unwrap(
        api.POST('/admin/codes-promo/{codeId}/actif', {
          params: { path: { codeId: id } },
          body: { actif },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'codes-promo'] }),
  });
}

export function useAdminUsers(search: string, page: number, liste?: 'newsletter') {
  return useQuery({
    queryKey: ['admin', 'utilisateurs', search, page, liste ?? 'tous'],
    queryFn: () =>
      unwrap(
        api.GET('/admin/utilisateurs', {
          params: { query: liste ? { q: search, page, liste } : { q: search, page } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, motif }: { id: number; motif: string | null }) =>
      unwrap(
        motif === null
          ? api.POST('/admin/utilisateurs/{userId}/reactivation', {
              params: { path: { userId: id } },
            })
          : api.POST('/admin/utilisateurs/{userId}/suspension', {
              params: { path: { userId: id } },
              body: { motif },
            }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'utilisateurs'] }),
  });
}

/** An ADMIN's explicit, journaled correction of a member's account. */
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
      unwrap(
        api.POST(`/admin/utilisateurs/{userId}/corrections/${field}`, {
          params: { path: { userId: id } },
          body,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'utilisateurs'] }),
  });
}
