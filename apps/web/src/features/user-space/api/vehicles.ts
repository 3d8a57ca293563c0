import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshUser } from './save-profile';

export interface VehicleForm {
  marque: string;
  modele: string;
  couleur: string;
}

/** spec §7 POST /vehicules (multipart: marque, modele, couleur, utilisateur_id). */
export async function addVehicle(userId: number, form: VehicleForm) {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) body.set(key, value);
  body.set('utilisateur_id', String(userId));
  return apiRequest('/vehicules', { body });
}

/** spec §7 DELETE /utilisateurs/{id}/vehicules/{vehicle id}. */
export async function deleteVehicle(userId: number, vehicleId: number) {
  return apiRequest(`/utilisateurs/${userId}/vehicules/${vehicleId}`, { method: 'DELETE' });
}

export function useAddVehicle(userId: number) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: (form: VehicleForm) => addVehicle(userId, form),
    onSuccess: refresh,
  });
}

export function useDeleteVehicle(userId: number) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: (vehicleId: number) => deleteVehicle(userId, vehicleId),
    onSuccess: refresh,
  });
}
