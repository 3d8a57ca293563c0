import { editRefusal, tripTexts, type Trip, type UpdateTripBody } from '@bonneroute/shared/trips';
import { enqueueAlertMatching } from '../alerts/alert-matching';
import type { SessionUser } from '../auth/session.repository';
import { conflict, forbidden, notFound, unprocessable } from '../lib/http-error';
import type { AppDeps } from '../lib/app-deps';
import { toWireTrip } from './to-wire';
import {
  countConfirmedBookings,
  findDrivers,
  findPassengers,
  findViewerBookings,
  findTripRecord,
  updateTripRecord,
  type TripRecord,
} from './trips.repository';

/**
 * Trips: reading, the driver's changes (publishing is publish.service.ts); transactions here,
 * SQL in the repositories.
 */

/** Wire trips for records (drivers, passengers in two queries), read from `db` or `dbRead`. */
export async function tripsToWire(
  deps: Pick<AppDeps, 'db' | 'dbRead'>,
  records: TripRecord[],
  viewerId: number | null,
  from: 'db' | 'dbRead' = 'db',
): Promise<Trip[]> {
  const db = deps[from];
  const ids = records.map((r) => r.id);
  const [drivers, passengers, own] = await Promise.all([
    findDrivers(db, [...new Set(records.map((r) => r.utilisateur_id))]),
    findPassengers(db, ids),
    viewerId === null ? [] : findViewerBookings(db, ids, viewerId),
  ]);
  return records.map((record) =>
    toWireTrip(record, {
      driver: drivers.find((d) => d.id === record.utilisateur_id),
      passengers: passengers.filter((p) => p.trajet_id === record.id),
      viewerBookings: own.filter((b) => b.trajet_id === record.id),
      viewerId,
    }),
  );
}

/** docs/product/trips-and-search.md PUT /trajets/{id}; docs/product/trips-and-search.md Trip card: editable rules and the seat lock. */
export async function updateTrip(
  deps: Pick<AppDeps, 'db' | 'dbRead'>,
  id: number,
  user: SessionUser,
  body: UpdateTripBody,
  now = new Date(),
) {
  if (
    body.is_roles_passagers === undefined &&
    body.nb_places_proposees === undefined &&
    body.roles_passagers === undefined
  )
    throw unprocessable(tripTexts.nothingToUpdate);
  const record = await deps.db.transaction(async (tx) => {
    const trip = await findTripRecord(tx, id, true);
    if (!trip) throw notFound(tripTexts.notFound);
    // Only the driver; the team never edits as a member (ADMIN deactivates instead).
    if (trip.utilisateur_id !== user.id) throw forbidden(tripTexts.notOwner);
    // The shared rule — no change once the trip has left or is done.
    const refusal = editRefusal(trip, now);
    if (refusal) throw conflict(refusal, 'trajet_non_modifiable');
    const changes: Parameters<typeof updateTripRecord>[2] = {};
    if (body.nb_places_proposees !== undefined) {
      if ((await countConfirmedBookings(tx, id)) > 0) throw conflict(tripTexts.seatsLocked);
      if (body.nb_places_proposees < trip.nb_places_reservees)
        throw unprocessable(tripTexts.seatsBelowBooked(trip.nb_places_reservees));
      changes.nb_places_proposees = body.nb_places_proposees;
      if (body.nb_places_proposees > trip.nb_places_proposees) await enqueueAlertMatching(tx, id);
    }
    if (body.is_roles_passagers !== undefined)
      changes.is_roles_passagers = body.is_roles_passagers === 1;
    if (body.roles_passagers !== undefined) changes.roles_passagers = body.roles_passagers;
    return updateTripRecord(tx, id, changes);
  });
  const [trip] = await tripsToWire(deps, [record], user.id);
  return trip!;
}
