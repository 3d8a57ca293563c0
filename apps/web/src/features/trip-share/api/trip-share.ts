import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/lib/api-client';

/** POST /trajets/{id}/partages: a tracking link for a relative, with or without the position. */
export function useCreateShare(tripId: number) {
  return useMutation({
    mutationFn: async (position: boolean) =>
      (
        await unwrap(
          api.POST('/trajets/{id}/partages', {
            params: { path: { id: tripId } },
            body: { position },
          }),
        )
      ).data,
  });
}

/** GET /suivi/{token}: the public page's trip (a 404 or 410 is not retried). */
export function useSharedTrip(token: string) {
  return useQuery({
    queryKey: ['suivi', token],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/suivi/{token}', { params: { path: { token } }, signal }))).data,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** PUT /suivi/{token}/position: the sharer's latest point. */
export async function sendPosition(
  token: string,
  position: { latitude: number; longitude: number; precision: number | null },
) {
  await unwrap(api.PUT('/suivi/{token}/position', { params: { path: { token } }, body: position }));
}
