import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** POST /avis/{id}/signalements: « Signaler » to the team, with a reason. */
export async function reportReview(input: { id: number; motif: string }): Promise<void> {
  await apiRequest(`/avis/${input.id}/signalements`, { body: { motif: input.motif } });
}

export function useReportReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
