import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { partagesTrajet, trajets } from '../db/schema';

export type TripShareRow = typeof partagesTrajet.$inferSelect;
export type SharedTripRow = typeof trajets.$inferSelect;

export async function findTrip(db: DbOrTx, id: number) {
  const [row] = await db.select().from(trajets).where(eq(trajets.id, id));
  return row;
}

/** The driver, or a passenger whose booking of the trip is confirmed. */
export async function isOnTrip(db: DbOrTx, trip: SharedTripRow, userId: number) {
  if (trip.utilisateur_id === userId) return true;
  const result = await db.execute(sql`
    select 1 from passagers where trajet_id = ${trip.id} and utilisateur_id = ${userId}
      and statut = 'CONFIRMEE' limit 1`);
  return result.rows.length > 0;
}

export async function insertShare(db: DbOrTx, values: typeof partagesTrajet.$inferInsert) {
  const [row] = await db.insert(partagesTrajet).values(values).returning();
  return row!;
}

export async function findShareByHash(db: DbOrTx, hash: string) {
  const [row] = await db.select().from(partagesTrajet).where(eq(partagesTrajet.token_hash, hash));
  return row;
}

export async function savePosition(
  db: DbOrTx,
  id: number,
  position: { latitude: number; longitude: number; precision_metres: number | null; at: Date },
) {
  await db
    .update(partagesTrajet)
    .set({
      latitude: position.latitude,
      longitude: position.longitude,
      precision_metres: position.precision_metres,
      position_le: position.at,
    })
    .where(eq(partagesTrajet.id, id));
}

/** Positions of trips arrived (estimated arrival + `graceSeconds`) are erased. */
export async function erasePositionsAfterArrival(db: DbOrTx, now: Date, graceSeconds: number) {
  const result = await db.execute(sql`
    update partages_trajet s set latitude = null, longitude = null, precision_metres = null,
      position_le = null
    from trajets t
    where t.id = s.trajet_id and s.position_le is not null
      and t.depart_le + make_interval(secs => coalesce(t.duree_secondes, 0) + ${graceSeconds})
        <= ${now.toISOString()}::timestamptz`);
  return result.rowCount ?? 0;
}

export async function findPerson(db: DbOrTx, id: number) {
  const result = await db.execute<{ prenom: string; avatar: string | null }>(
    sql`select prenom, avatar from utilisateurs where id = ${id}`,
  );
  return result.rows[0] ?? null;
}

/** The driver's first car (the one they registered first), as « Mon prochain trajet » shows. */
export async function findFirstCar(db: DbOrTx, driverId: number) {
  const result = await db.execute<{
    marque: string;
    modele: string;
    couleur: string;
    immatriculation: string | null;
  }>(sql`
    select marque, modele, couleur, immatriculation from vehicules
    where utilisateur_id = ${driverId} order by id limit 1`);
  return result.rows[0] ?? null;
}
