import { useMutation } from '@tanstack/react-query';
import { api, asMultipart, unwrap } from '@/lib/api-client';
import { useRefreshUser } from './save-profile';

export interface VehicleForm {
  marque: string;
  modele: string;
  couleur: string;
  /** Optional; empty means none. */
  immatriculation?: string;
}

/** docs/product/user-space.md POST /vehicules (multipart: marque, modele, couleur, immatriculation, utilisateur_id). */
export async function addVehicle(userId: number, form: VehicleForm) {
  const body = { ...form, utilisateur_id: userId };
  return unwrap(api.POST('/vehicules', { body, bodySerializer: asMultipart }));
}

/** docs/product/user-space.md DELETE /utilisateurs/{id}/vehicules/{vehicle id}. */
export async function deleteVehicle(userId: number, vehicleId: number) {
  const params = { path: { id: userId, vehiculeId: vehicleId } };
  return unwrap(api.DELETE('/utilisateurs/{id}/vehicules/{vehiculeId}', { params }));
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
