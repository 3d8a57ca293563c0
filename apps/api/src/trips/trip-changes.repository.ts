import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { passagers, trajetsArrets } from '../db/schema';
import { syncTripStops } from './trip-stops.repository';

/**
 * The search stops follow a new date and new prices: each stop's date, the stage towns' amounts
 * and the arrival's (the update trigger of trajets_arrets rebuilds the legs with their seats,
 * migrations 0023 and 0042). The departure instant reaches the legs by the trips' trigger.
 */
export async function followTripChange(
  tx: DbOrTx,
  tripId: number,
  change: { date: string; montant_contribution: number; montants_etapes: number[] },
): Promise<void> {
  const stageCount = change.montants_etapes.length;
  await tx
    .update(trajetsArrets)
    .set({
      date: change.date,
      montant: sql`case
        when ${trajetsArrets.position} = 0 then 0
        when ${trajetsArrets.position} = ${stageCount + 1} then ${change.montant_contribution}::int
        else coalesce((${JSON.stringify(change.montants_etapes)}::jsonb ->> (${trajetsArrets.position}::int - 1))::int, 0)
      end`,
    })
    .where(eq(trajetsArrets.trajet_id, tripId));
}

/** Bookings that may now be cancelled with a full refund (a major change after they were made). */
export async function grantFullRefundRight(tx: DbOrTx, bookingIds: number[], at: Date) {
  if (bookingIds.length === 0) return;
  await tx
    .update(passagers)
    .set({ modification_importante_le: at })
    .where(and(inArray(passagers.id, bookingIds)));
}

/**
 * The stage towns changed: bookings take their new stop positions, then the trip's search stops
 * are built again from the trip (the delete and insert triggers rebuild the legs, each with the
 * seats its bookings hold, migrations 0023 and 0042).
 */
export async function rebuildTripStops(
  tx: DbOrTx,
  tripId: number,
  moves: { id: number; pos_depart: number; pos_arrivee: number }[],
): Promise<void> {
  for (const move of moves)
    await tx
      .update(passagers)
      .set({ pos_depart: move.pos_depart, pos_arrivee: move.pos_arrivee })
      .where(eq(passagers.id, move.id));
  await tx.delete(trajetsArrets).where(eq(trajetsArrets.trajet_id, tripId));
  await syncTripStops(tx, [tripId]);
}
