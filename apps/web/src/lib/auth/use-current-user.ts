import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@bonneroute/shared/users';
import { apiRequest } from '../api-client';
import { sessionStore, useStoredSession } from '../session-store';

export const currentUserQueryKey = ['auth', 'me'] as const;

export async function getCurrentUser(): Promise<CurrentUser> {
  const response = await apiRequest<{ data: CurrentUser }>('/auth/me', {
    handleUnauthorized: false,
  });
  return response.data;
}

/**
 * The logged-in user, or null. spec §4: when the profile cannot be loaded the token is removed
 * and the user is logged out.
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
        sessionStore.clear();
        throw error;
      }
    },
    enabled: hasToken,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { user: hasToken ? (query.data ?? null) : null, isLoading: hasToken && query.isLoading };
}
