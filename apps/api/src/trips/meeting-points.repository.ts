import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { passagers, trajetsArrets, utilisateurs } from '../db/schema';
import { ACTIVE_BOOKING_STATUSES } from './trips.repository';

/**
 * A stop's point moved: its search row follows (the update trigger of trajets_arrets rebuilds the
 * trip's legs, migration 0023), so « distance from your place » is measured from the new point.
 */
export async function moveTripStop(
  tx: DbOrTx,
  tripId: number,
  stop: { position: number; latitude: number; longitude: number },
): Promise<void> {
  await tx
    .update(trajetsArrets)
    .set({ latitude: stop.latitude, longitude: stop.longitude })
    .where(and(eq(trajetsArrets.trajet_id, tripId), eq(trajetsArrets.position, stop.position)));
}

/** The members holding seats on the trip (confirmed or waiting for the driver), to be told. */
export async function passengersToTell(tx: DbOrTx, tripId: number) {
  return tx
    .select({
      booking_id: passagers.id,
      id: utilisateurs.id,
      email: utilisateurs.email,
      prenom: utilisateurs.prenom,
      pos_depart: passagers.pos_depart,
      pos_arrivee: passagers.pos_arrivee,
    })
    .from(passagers)
    .innerJoin(utilisateurs, eq(utilisateurs.id, passagers.utilisateur_id))
    .where(and(eq(passagers.trajet_id, tripId), inArray(passagers.statut, ACTIVE_BOOKING_STATUSES)))
    .orderBy(asc(passagers.id));
}
