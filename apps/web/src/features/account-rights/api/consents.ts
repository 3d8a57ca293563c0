import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const consentsKey = (userId: number) => ['consentements', userId] as const;

/** docs/product/accounts.md GET /utilisateurs/{id}/consentements. */
export function useConsents(userId: number) {
  return useQuery({
    queryKey: consentsKey(userId),
    enabled: userId > 0,
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/utilisateurs/{id}/consentements', { params: { path: { id: userId } } }),
        )
      ).data,
  });
}

/** PUT /utilisateurs/{id}/consentements: gives or withdraws the newsletter opt-in. */
export function useUpdateNewsletter(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (newsletter: 0 | 1) =>
      (
        await unwrap(
          api.PUT('/utilisateurs/{id}/consentements', {
            params: { path: { id: userId } },
            body: { newsletter },
          }),
        )
      ).data,
    onSuccess: (consents) => client.setQueryData(consentsKey(userId), consents),
  });
}
