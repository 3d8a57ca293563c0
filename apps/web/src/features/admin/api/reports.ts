import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecideReportBody, ReportStatus, ReportType } from '@bonneroute/shared/reports';
import { api, unwrap } from '@/lib/api-client';

const key = ['admin', 'signalements'] as const;

/** GET /admin/signalements: contested first, then waiting, oldest first. */
export function useAdminReports(
  page: number,
  filters: { statut?: ReportStatus; type?: ReportType },
) {
  return useQuery({
    queryKey: [...key, page, filters],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/admin/signalements', { params: { query: { page, ...filters } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/signalements/{id}/decision: the decision and its reasons, told to both members. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number } & DecideReportBody) =>
      unwrap(
        api.POST('/admin/signalements/{id}/decision', {
          params: { path: { id: input.id } },
          body: { decision: input.decision, motifs: input.motifs },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
