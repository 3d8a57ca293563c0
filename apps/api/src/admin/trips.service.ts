import type { FastifyInstance } from 'fastify';
import { recordAdminAction } from '../audit/audit.repository';
import { cancelTrip } from '../booking/cancellation.service';

/**
 * The team deactivates an abusive trip: as a driver cancellation (every passenger refunded in
 * full and told, the driver told), with the audit entry in the same transaction.
 */
export async function cancelAbusiveTrip(
  app: FastifyInstance,
  adminId: number,
  tripId: number,
  motif: string,
): Promise<number> {
  const { rembourse } = await cancelTrip(app, tripId, (tx) =>
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
