import type { AppDeps } from '../lib/app-deps';
import { forbidden, notFound } from '../lib/http-error';
import { listVehicles } from './profile.repository';
import { deleteVehicle, insertVehicle } from './vehicles.repository';

interface Vehicle {
  utilisateur_id: number;
  marque: string;
  modele: string;
  couleur: string;
  immatriculation?: string | undefined;
}

/** docs/product/user-space.md a member's vehicles, from the built-in list of makes and colours. */
export async function addVehicle(deps: Pick<AppDeps, 'db'>, userId: number, vehicle: Vehicle) {
  const { utilisateur_id, marque, modele, couleur } = vehicle;
  const immatriculation = vehicle.immatriculation ?? null;
  // Only the owner adds a vehicle; the team never writes as a member.
  if (utilisateur_id !== userId) throw forbidden();
  const row = await insertVehicle(deps.db, {
    utilisateur_id,
    marque,
    modele,
    couleur,
    immatriculation,
  });
  return {
    id: row.id,
    marque,
    modele,
    couleur,
    immatriculation,
    utilisateur_id: row.utilisateur_id,
  };
}

export async function vehiclesOf(deps: Pick<AppDeps, 'db'>, userId: number) {
  return (await listVehicles(deps.db, userId)).map((row) => ({
    id: row.id,
    marque: row.marque,
    modele: row.modele,
    couleur: row.couleur,
    immatriculation: row.immatriculation,
    utilisateur_id: row.utilisateur_id,
  }));
}

export async function removeVehicle(deps: Pick<AppDeps, 'db'>, userId: number, vehicleId: number) {
  if (!(await deleteVehicle(deps.db, userId, vehicleId))) throw notFound();
}
