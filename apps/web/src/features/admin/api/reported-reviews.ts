import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const key = ['admin', 'avis-signales'] as const;

/** GET /admin/avis-signales: reviews reported by members, with each report. */
export function useReportedReviews(page: number) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/admin/avis-signales', { params: { query: { page } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/avis/{id}/masquage (with a reason) or /maintien: the team's decision. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; decision: 'masquer' | 'garder'; motif?: string }) => {
      const params = { path: { id: input.id } };
      return unwrap(
        input.decision === 'masquer'
          ? api.POST('/admin/avis/{id}/masquage', { params, body: { motif: input.motif ?? '' } })
          : api.POST('/admin/avis/{id}/maintien', { params }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
