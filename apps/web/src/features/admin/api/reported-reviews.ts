import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportedReviews } from '@bonneroute/shared/reviews';
import { apiRequest } from '@/lib/api-client';

const key = ['admin', 'avis-signales'] as const;

/** GET /admin/avis-signales: reviews reported by members, with each report (issue 18). */
export function useReportedReviews(page: number) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: ({ signal }) =>
      apiRequest<ReportedReviews>('/admin/avis-signales', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/avis/{id}/masquage (with a reason) or /maintien: the team's decision. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; decision: 'masquer' | 'garder'; motif?: string }) =>
      input.decision === 'masquer'
        ? apiRequest(`/admin/avis/${input.id}/masquage`, { body: { motif: input.motif } })
        : apiRequest(`/admin/avis/${input.id}/maintien`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
