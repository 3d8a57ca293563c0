import { eq, sql } from 'drizzle-orm';
import { enqueueAlertMatching } from '../alerts/alert-matching';
import type { DbOrTx } from '../db/client';
import { passagers, trajets, utilisateurs, utilisateurs_infos } from '../db/schema';

/**
 * The rows a payment decision changes with the seats: the trip (locked, its seat count), the
 * booking and its people. Booking uses them for the same decisions (accept, refuse, cancel).
 */
export type TripRow = typeof trajets.$inferSelect;
export type BookingRow = typeof passagers.$inferSelect;

/** The trip row, locked until the transaction ends: seat accounting is serialised per trip. */
export async function lockTrip(tx: DbOrTx, id: number): Promise<TripRow | undefined> {
  const [row] = await tx.select().from(trajets).where(eq(trajets.id, id)).for('update');
  return row;
}

export async function addReservedSeats(tx: DbOrTx, tripId: number, delta: number): Promise<void> {
  await tx
    .update(trajets)
    .set({
      nb_places_reservees: sql`${trajets.nb_places_reservees} + ${delta}`,
      updated_at: new Date(),
    })
    .where(eq(trajets.id, tripId));
  // A seat back (cancellation, released hold): the trip may now match alerts again.
  if (delta < 0) await enqueueAlertMatching(tx, tripId);
}

export async function insertBooking(tx: DbOrTx, values: typeof passagers.$inferInsert) {
  const [row] = await tx.insert(passagers).values(values).returning();
  return row!;
}

export async function updateBooking(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof passagers.$inferInsert>,
) {
  const [row] = await tx
    .update(passagers)
    .set({ ...values, updated_at: new Date() })
    .where(eq(passagers.id, id))
    .returning();
  return row!;
}

export async function findUser(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(utilisateurs).where(eq(utilisateurs.id, id));
  return row;
}

/** Payment needs a complete profile: nationality and country of residence known. */
export async function hasCompleteProfile(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: utilisateurs_infos.id })
    .from(utilisateurs_infos)
    .where(eq(utilisateurs_infos.utilisateur_id, userId))
    .limit(1);
  return row !== undefined;
}
