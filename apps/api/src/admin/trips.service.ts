import { recordAdminAction } from '../audit/audit.repository';
import { cancelTrip } from '../booking/cancellation.service';
import type { PageRequest } from '@bonneroute/shared/api';
import type { AppDeps } from '../lib/app-deps';
import { listAdminTrips } from './trips.repository';

/**
 * The team deactivates an abusive trip: as a driver cancellation (every passenger refunded in
 * full and told, the driver told), with the audit entry in the same transaction.
 */
export async function cancelAbusiveTrip(
  deps: AppDeps,
  adminId: number,
  tripId: number,
  motif: string,
): Promise<number> {
  const { rembourse } = await cancelTrip(deps, tripId, (tx) =>
    recordAdminAction(tx, {
      auteurId: adminId,
      action: 'desactiver-trajet',
      cibleType: 'trajet',
      cibleId: tripId,
      details: { motif },
    }),
  );
  return rembourse;
}

/** docs/product/admin.md every trip, upcoming first, page by page. */
export async function pageAdminTrips(deps: Pick<AppDeps, 'db'>, page: PageRequest) {
  return listAdminTrips(deps.db, page);
}
