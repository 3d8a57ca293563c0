import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { vehicules } from '../db/schema';

export async function insertVehicle(
  db: DbOrTx,
  values: {
    utilisateur_id: number;
    marque: string;
    modele: string;
    couleur: string;
    immatriculation: string | null;
  },
) {
  const [row] = await db.insert(vehicules).values(values).returning();
  return row!;
}

/** Deletes only a vehicle of that user; answers whether one was deleted. */
export async function deleteVehicle(db: DbOrTx, userId: number, vehicleId: number) {
  const rows = await db
    .delete(vehicules)
    .where(and(eq(vehicules.id, vehicleId), eq(vehicules.utilisateur_id, userId)))
    .returning({ id: vehicules.id });
  return rows.length > 0;
}
