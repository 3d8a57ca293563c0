import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReportBody } from '@bonneroute/shared/reports';
import { api, unwrap } from '@/lib/api-client';
import { reportKeys } from './keys';

/** POST /signalements: « Signaler », once per member and thing. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportBody) => unwrap(api.POST('/signalements', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
