import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trajets } from '../db/schema';
import { lockTrip } from './booking.repository';
import { settleDiscoveryOffer } from './discovery-offer.service';
import { recordMovement } from './ledger.repository';
import type { DbOrTx } from '../db/client';
import { payDriver } from './payout.service';
import { openReviewWindow } from '../reviews/review-invitations.service';

/** A trip counts as done this long after its arrival time (departure + duration). */
export const DONE_AFTER_ARRIVAL_HOURS = 3;

/**
 * The scheduled job (every 15 min): trips arrived some hours ago become `is_effectue` 1; the
 * escrow of each becomes the driver's earnings, the discovery bonus is granted, then the driver
 * is paid out if their identity and IBAN allow it.
 */
export async function markTripsDone(app: FastifyInstance, now = new Date()): Promise<number[]> {
  const due = await app.db
    .select({ id: trajets.id })
    .from(trajets)
    .where(
      and(
        eq(trajets.actif, true),
        eq(trajets.is_effectue, false),
        sql`${trajets.depart_le} + make_interval(secs => coalesce(${trajets.duree_secondes}, 0) + ${DONE_AFTER_ARRIVAL_HOURS * 3600}) < ${now}`,
      ),
    )
    .limit(500);
  const done: number[] = [];
  for (const { id } of due) {
    const driverId = await app.db.transaction(async (tx) => {
      const trip = await lockTrip(tx, id);
      if (!trip || trip.is_effectue || !trip.actif) return null;
      await tx
        .update(trajets)
        .set({ is_effectue: true, updated_at: new Date() })
        .where(eq(trajets.id, id));
      // Issue 18: the review window opens; invitations go out the day after arrival.
      await openReviewWindow(tx, trip, now);
      const escrow = await tripEscrow(tx, id, trip.utilisateur_id);
      await recordMovement(tx, { type: 'GAIN', trajet_id: id }, [
        { compte: 'SEQUESTRE', montant: -escrow, utilisateur_id: trip.utilisateur_id },
        { compte: 'CONDUCTEUR', montant: escrow, utilisateur_id: trip.utilisateur_id },
      ]);
      await settleDiscoveryOffer(tx, id);
      return trip.utilisateur_id;
    });
    if (driverId !== null) {
      done.push(id);
      await payDriver(app, driverId);
    }
  }
  return done;
}

async function tripEscrow(tx: DbOrTx, tripId: number, driverId: number) {
  const result = await tx.execute<{ total: number }>(sql`
    SELECT coalesce(sum(montant), 0)::int AS total FROM ecritures
    WHERE compte = 'SEQUESTRE' AND trajet_id = ${tripId} AND utilisateur_id = ${driverId}`);
  return result.rows[0]?.total ?? 0;
}
