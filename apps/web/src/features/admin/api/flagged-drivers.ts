import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const key = ['admin', 'conducteurs-signales'] as const;

/** GET /admin/conducteurs-signales: drivers who look like a business, with their reasons. */
export function useFlaggedDrivers(page: number) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/admin/conducteurs-signales', { params: { query: { page } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/conducteurs-signales/{userId}/avertissement. */
export function useWarnDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; motifs: string }) =>
      unwrap(
        api.POST('/admin/conducteurs-signales/{userId}/avertissement', {
          params: { path: { userId: input.userId } },
          body: { motifs: input.motifs },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /admin/utilisateurs/{userId}/suspension: the existing suspension (ADMIN). */
export function useSuspendDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; motif: string }) =>
      unwrap(
        api.POST('/admin/utilisateurs/{userId}/suspension', {
          params: { path: { userId: input.userId } },
          body: { motif: input.motif },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
