import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

const key = ['admin', 'rapprochement'] as const;

/** GET /admin/rapprochement, refreshed every 30 s (the job runs every minute). */
export function useReconciliation() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await unwrap(api.GET('/admin/rapprochement'))).data,
    refetchInterval: 30_000,
  });
}

/** POST /admin/rapprochement: recovery and reconciliation now, answered with the new report. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await unwrap(api.POST('/admin/rapprochement'))).data,
    onSuccess: (report) => queryClient.setQueryData(key, report),
  });
}
