import { useMutation } from '@tanstack/react-query';
import { api, asMultipart, unwrap, type ApiBody } from '@/lib/api-client';

export type CreateTripFields = ApiBody<'/trajets'>;

/** docs/product/trips-and-search.md POST /trajets (multipart); the answer's id is required. */
export async function createTrip(fields: CreateTripFields): Promise<number> {
  const response = await unwrap(
    api.POST('/trajets', { body: fields, bodySerializer: asMultipart }),
  );
  if (!response.id) throw new Error('Publication échouée');
  return response.id;
}

export function useCreateTrip() {
  return useMutation({ mutationFn: createTrip });
}
