import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { reportKeys } from './keys';

/** GET /signalements: « Mes signalements » and the decisions that concern me. */
export function useMyReports(page: number) {
  return useQuery({
    queryKey: reportKeys.mine(page),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/signalements', { params: { query: { page } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** POST /signalements/{id}/contestation: once, with the reason. */
export function useContestReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; motif: string }) =>
      unwrap(
        api.POST('/signalements/{id}/contestation', {
          params: { path: { id: input.id } },
          body: { motif: input.motif },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
