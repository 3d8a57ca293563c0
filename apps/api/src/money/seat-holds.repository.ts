import { eq, sql } from 'drizzle-orm';
import { enqueueAlertMatching } from '../alerts/alert-matching';
import type { DbOrTx } from '../db/client';
import { passagers, trajets, utilisateurs, utilisateurs_infos } from '../db/schema';
import { enqueueJob } from '../jobs/enqueue-job';
import { WAITING_LIST_OFFER_TASK } from './money-jobs';

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

/**
 * Seats the trip's bookings hold are counted by the database itself, in the transaction that
 * changes a booking (migration 0042, docs/decisions/028-seats-per-leg.md): `nb_places_reservees`
 * of the trip (the most held on any elementary leg) and each leg's seats left. What is left here
 * is what follows a seat given back (cancellation, released hold): the trip may match alerts again,
 * and its waiting list's first in line may get the seat (one job per trip: a seat freed twice at
 * once offers it once).
 */
export async function noteSeatsFreed(tx: DbOrTx, tripId: number): Promise<void> {
  await enqueueAlertMatching(tx, tripId);
  await enqueueJob(
    tx,
    WAITING_LIST_OFFER_TASK,
    { trajetId: tripId },
    { jobKey: `liste-attente:trajet:${tripId}` },
  );
}

/** The stops a booking gets in and out at; null: the whole route. */
export type BookedLeg = { depart: number; arrivee: number } | null;

/**
 * Seats left on a leg of a trip (the whole route when null): offered minus the most seats held
 * on any of its elementary legs. Read under the trip's lock, it is what a booking may take.
 */
export async function seatsLeftOnLeg(tx: DbOrTx, tripId: number, leg: BookedLeg): Promise<number> {
  const [from, to] = leg ? [leg.depart, leg.arrivee] : [0, 32767];
  const result = await tx.execute<{ places: number }>(sql`
    select greatest(0, t.nb_places_proposees - trajet_occupation(t.id, ${from}::int, ${to}::int))::int
      as places from trajets t where t.id = ${tripId}`);
  return Number(result.rows[0]?.places ?? 0);
}

/**
 * What a member may book on a leg: the seats left, less those a waiting list's priority holds
 * for someone else on an overlapping leg (docs/product/booking-and-money.md#waiting-list);
 * `heldForOthers` says why a booking is refused then. Read under the trip's lock.
 */
export async function seatsLeftFor(
  tx: DbOrTx,
  tripId: number,
  leg: BookedLeg,
  userId: number,
): Promise<{ left: number; heldForOthers: number }> {
  const [from, to] = leg ? [leg.depart, leg.arrivee] : [0, 32767];
  const result = await tx.execute<{ places: number; reservees: number }>(sql`
    select greatest(0, t.nb_places_proposees - trajet_occupation(t.id, ${from}::int, ${to}::int))::int
        as places,
      (select coalesce(sum(l.nb_places), 0) from listes_attente l
        where l.trajet_id = t.id and l.statut = 'PRIORITE' and l.priorite_jusqu_a > now()
          and l.utilisateur_id <> ${userId}
          and coalesce(l.pos_depart, 0) < ${to} and ${from} < coalesce(l.pos_arrivee, 32767))::int
        as reservees
      from trajets t where t.id = ${tripId}`);
  const row = result.rows[0];
  const places = Number(row?.places ?? 0);
  const held = Number(row?.reservees ?? 0);
  return { left: Math.max(0, places - held), heldForOthers: Math.min(held, places) };
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
