import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TravelPreferences } from '@bonneroute/shared/trips';
import { api, unwrap } from '@/lib/api-client';

const preferencesKey = (userId: number) => ['preferences-voyage', userId] as const;

/** GET /utilisateurs/{id}/preferences: how the member travels. */
export function useTravelPreferences(userId: number) {
  return useQuery({
    queryKey: preferencesKey(userId),
    queryFn: async () => {
      const params = { path: { id: userId } };
      return (await unwrap(api.GET('/utilisateurs/{id}/preferences', { params }))).data;
    },
  });
}

/** PUT /utilisateurs/{id}/preferences; answers the saved preferences and a message. */
export function useSaveTravelPreferences(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TravelPreferences) => {
      const params = { path: { id: userId } };
      return unwrap(api.PUT('/utilisateurs/{id}/preferences', { params, body }));
    },
    onSuccess: (answer) => client.setQueryData(preferencesKey(userId), answer.data),
  });
}
