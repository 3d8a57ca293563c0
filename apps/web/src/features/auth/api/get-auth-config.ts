import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';

export async function getAuthConfig(): Promise<ApiData<'/auth/config'>> {
  const response = await unwrap(api.GET('/auth/config'));
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
