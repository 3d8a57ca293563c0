import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiData } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** POST /avis/{id}/reponse: the one public reply of the reviewed person. */
export async function replyToReview(input: {
  id: number;
  reponse: string;
}): Promise<ApiData<'/avis/{id}/reponse', 'post'>> {
  const params = { path: { id: input.id } };
  return (
    await unwrap(api.POST('/avis/{id}/reponse', { params, body: { reponse: input.reponse } }))
  ).data;
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
