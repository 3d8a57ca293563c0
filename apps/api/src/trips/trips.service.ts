import type { Trip } from '@bonneroute/shared/trips';
import type { AppDeps } from '../lib/app-deps';
import { toWireTrip } from './to-wire';
import {
  findDrivers,
  findPassengers,
  findViewerBookings,
  type TripRecord,
} from './trips.repository';

/**
 * Trips: reading (publishing is publish.service.ts, the driver's changes trip-changes.service.ts); transactions here,
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
