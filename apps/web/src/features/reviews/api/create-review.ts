import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody, GivenReview } from '@bonneroute/shared/reviews';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** POST /avis: the body is the shared schema's output (validated by the form). */
export async function createReview(body: CreateReviewBody): Promise<GivenReview> {
  return (await apiRequest<{ data: GivenReview }>('/avis', { body: { ...body } })).data;
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
