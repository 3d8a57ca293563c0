import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody } from '@bonneroute/shared/reviews';
import { api, unwrap, type ApiData } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** POST /avis: the body is the shared schema's output (validated by the form). */
export async function createReview(body: CreateReviewBody): Promise<ApiData<'/avis', 'post'>> {
  return (await unwrap(api.POST('/avis', { body }))).data;
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
