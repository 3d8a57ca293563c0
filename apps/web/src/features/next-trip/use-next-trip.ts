import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { saveNextTripSnapshot } from './next-trip-snapshot';

export const nextTripQueryKey = (userId: number) => ['prochain-trajet', userId] as const;

/**
 * GET /utilisateurs/{id}/prochain-trajet, tried even when the browser says it is offline (the
 * service worker may answer from what it kept); every answer is kept for the next time.
 */
export function useNextTrip(userId: number | null) {
  return useQuery({
    queryKey: nextTripQueryKey(userId ?? 0),
    enabled: userId !== null,
    networkMode: 'offlineFirst',
    retry: 1,
    queryFn: async () => {
      const params = { path: { id: userId! } };
      const { data } = await unwrap(api.GET('/utilisateurs/{id}/prochain-trajet', { params }));
      saveNextTripSnapshot(userId!, data);
      return data;
    },
  });
}
