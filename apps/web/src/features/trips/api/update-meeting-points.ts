import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody, type ApiResponse } from '@/lib/api-client';

export type MeetingPointsChange = ApiBody<'/trajets/{id}/points-de-rendez-vous', 'put'>;

/** docs/product/trips-and-search.md#meeting-points PUT /trajets/{id}/points-de-rendez-vous. */
export async function updateMeetingPoints(
  id: number,
  change: MeetingPointsChange,
): Promise<ApiResponse<'/trajets/{id}/points-de-rendez-vous', 'put'>> {
  const params = { path: { id } };
  return unwrap(api.PUT('/trajets/{id}/points-de-rendez-vous', { params, body: change }));
}

export function useUpdateMeetingPoints(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: MeetingPointsChange) => updateMeetingPoints(id, change),
    onSuccess: () => client.invalidateQueries({ queryKey: ['trips'] }),
  });
}
