import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getAuthConfig(): Promise<{ google_client_id: string | null }> {
  const response = await apiRequest<{ data: { google_client_id: string | null } }>('/auth/config');
  return response.data;
}

export const authConfigQuery = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: getAuthConfig,
  staleTime: Infinity,
});

/** The Google client id when Google sign-in is configured, else null (no button). */
export function useGoogleClientId(): string | null {
  return useQuery(authConfigQuery).data?.google_client_id ?? null;
}
