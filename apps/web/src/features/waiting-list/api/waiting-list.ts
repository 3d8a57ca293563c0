import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const keyOf = (tripId: number) => ['liste-attente', tripId] as const;

/** GET /trajets/{id}/liste-attente: my place in line (null when I am not on it). */
export function useWaitingListEntry(tripId: number, enabled: boolean) {
  return useQuery({
    queryKey: keyOf(tripId),
    enabled,
    // A booking or a freed seat elsewhere changes it: read again on every visit of the page.
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/trajets/{id}/liste-attente', { params: { path: { id: tripId } }, signal }),
        )
      ).data,
  });
}

/** POST (join, on the searched leg) and DELETE (leave) of my entry. */
export function useWaitingListActions(tripId: number) {
  const client = useQueryClient();
  const params = { path: { id: tripId } };
  const onSuccess = () => client.invalidateQueries({ queryKey: keyOf(tripId) });
  const join = useMutation({
    mutationFn: async (input: { troncon?: string; nb_places: number }) =>
      (await unwrap(api.POST('/trajets/{id}/liste-attente', { params, body: input }))).data,
    onSuccess: (entry) => client.setQueryData(keyOf(tripId), entry),
  });
  const leave = useMutation({
    mutationFn: async () => {
      await unwrap(api.DELETE('/trajets/{id}/liste-attente', { params }));
    },
    onSuccess,
  });
  return { join, leave };
}
