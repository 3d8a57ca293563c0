import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** POST /register/verify: answers the first name of the account it activated. */
export async function verifyEmail(hash: string) {
  const response = await unwrap(api.POST('/register/verify', { body: { hash } }), {
    handleUnauthorized: false,
  });
  return response.data.attributes;
}

/**
 * A query rather than a mutation: the link is used once, and a query with the hash as key is
 * sent once even if the page renders twice.
 */
export const verifyEmailQuery = (hash: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', hash],
    queryFn: () => verifyEmail(hash),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useVerifyEmail(hash: string, enabled: boolean) {
  return useQuery({ ...verifyEmailQuery(hash), enabled });
}
