import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@bonneroute/shared/reviews';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** POST /avis/{id}/reponse: the one public reply of the reviewed person. */
export async function replyToReview(input: { id: number; reponse: string }): Promise<Review> {
  return (
    await apiRequest<{ data: Review }>(`/avis/${input.id}/reponse`, {
      body: { reponse: input.reponse },
    })
  ).data;
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
