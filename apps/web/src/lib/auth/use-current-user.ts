import { useQuery } from '@tanstack/react-query';
import { ApiError, api, unwrap, type ApiData } from '../api-client';
import { sessionStore, useStoredSession } from '../session-store';

export const currentUserQueryKey = ['auth', 'me'] as const;

export type CurrentUser = ApiData<'/auth/me'>;

export async function getCurrentUser(): Promise<CurrentUser> {
  const response = await unwrap(api.GET('/auth/me'), { handleUnauthorized: false });
  return response.data;
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The logged-in user, or null. docs/product/accounts.md: when the server refuses the token (401) it is removed
 * and the user is logged out. A request that did not get an answer (aborted by a navigation
 * right after login, network down, server restarting) says nothing about the session: the
 * token stays and the query is retried.
 */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const session = useStoredSession();
  const hasToken = Boolean(session && session.expiresAt > Date.now());
  const query = useQuery({
    queryKey: [...currentUserQueryKey, session?.token ?? null],
    queryFn: async () => {
      try {
        return await getCurrentUser();
      } catch (error) {
        if (isUnauthorized(error)) sessionStore.clear();
        throw error;
      }
    },
    enabled: hasToken,
    staleTime: 5 * 60_000,
    retry: (failures, error) => !isUnauthorized(error) && failures < 2,
  });
  return { user: hasToken ? (query.data ?? null) : null, isLoading: hasToken && query.isLoading };
}
