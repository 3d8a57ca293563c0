import { findTripsArrivedBefore, markTripDone } from './booking.repository';
import { lockTrip, driverEscrowOfTrip, recordMovement, payDriver } from '../money';
import { settleDiscoveryOffer } from './discovery-offer.service';
import { openReviewWindow } from '../reviews/review-invitations.service';
import type { AppDeps } from '../lib/app-deps';

/** A trip counts as done this long after its arrival time (departure + duration). */
export const DONE_AFTER_ARRIVAL_HOURS = 3;

/**
 * The scheduled job (every 15 min): trips arrived some hours ago become `is_effectue` 1; the
 * escrow of each becomes the driver's earnings, the discovery bonus is granted, then the driver
 * is paid out if their identity and IBAN allow it.
 */
export async function markTripsDone(deps: AppDeps, now = new Date()): Promise<number[]> {
  const due = await findTripsArrivedBefore(deps.db, now, DONE_AFTER_ARRIVAL_HOURS * 3600, 500);
  const done: number[] = [];
  for (const { id } of due) {
    const driverId = await deps.db.transaction(async (tx) => {
      const trip = await lockTrip(tx, id);
      if (!trip || trip.is_effectue || !trip.actif) return null;
      await markTripDone(tx, id);
      // The review window opens; invitations go out the day after arrival.
      await openReviewWindow(tx, trip, now);
      const escrow = await driverEscrowOfTrip(tx, id, trip.utilisateur_id);
      await recordMovement(tx, { type: 'GAIN', trajet_id: id }, [
        { compte: 'SEQUESTRE', montant: -escrow, utilisateur_id: trip.utilisateur_id },
        { compte: 'CONDUCTEUR', montant: escrow, utilisateur_id: trip.utilisateur_id },
      ]);
      await settleDiscoveryOffer(tx, id);
      return trip.utilisateur_id;
    });
    if (driverId !== null) {
      done.push(id);
      await payDriver(deps, driverId);
    }
  }
  return done;
}
