import { useMutation } from '@tanstack/react-query';
import type { Trip } from '@bonneroute/shared/trips';
import { apiRequest } from '@/lib/api-client';

export type CreateTripFields = Record<string, string | number>;

/** spec §7 POST /trajets (multipart); the answer's id is required. */
export async function createTrip(fields: CreateTripFields): Promise<number> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  const response = await apiRequest<{ id?: number; data: Trip }>('/trajets', { body });
  if (!response.id) throw new Error('Publication échouée');
  return response.id;
}

export function useCreateTrip() {
  return useMutation({ mutationFn: createTrip });
}
