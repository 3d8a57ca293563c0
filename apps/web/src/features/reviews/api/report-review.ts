import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** POST /avis/{id}/signalements: « Signaler » to the team, with a reason. */
export async function reportReview(input: { id: number; motif: string }): Promise<void> {
  const params = { path: { id: input.id } };
  await unwrap(api.POST('/avis/{id}/signalements', { params, body: { motif: input.motif } }));
}

export function useReportReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
