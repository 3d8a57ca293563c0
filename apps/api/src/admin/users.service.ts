import { recordAdminAction } from '../audit/audit.repository';
import { revokeUserSessions } from '../auth/session.repository';
import { cancelTrip } from '../booking/cancellation.service';
import type { PageRequest } from '@bonneroute/shared/api';
import { conflict, forbidden, notFound } from '../lib/http-error';
import {
  findFutureTripsOfDriver,
  listAdminUsers,
  lockUserStanding,
  setSuspension,
} from './users.repository';
import type { AppDeps } from '../lib/app-deps';

/**
 * Suspends an account: no more login, every session closed, and each of their future trips
 * cancelled as a driver cancellation (passengers refunded in full and told).
 */
export async function suspendUser(
  deps: AppDeps,
  adminId: number,
  userId: number,
  motif: string,
): Promise<{ trajets_annules: number; rembourse: number }> {
  if (userId === adminId) throw forbidden('Vous ne pouvez pas suspendre votre propre compte.');
  await deps.db.transaction(async (tx) => {
    const user = await lockUserStanding(tx, userId);
    if (!user) throw notFound('Cet utilisateur n’existe pas.');
    if (user.suspendu_le) throw conflict('Ce compte est déjà suspendu.', 'deja_suspendu');
    if (user.role === 'ADMIN') throw forbidden('Un administrateur ne peut pas être suspendu.');
    await setSuspension(tx, userId, { suspendu_le: new Date(), motif_suspension: motif });
    await revokeUserSessions(tx, userId);
    await recordAdminAction(tx, {
      auteurId: adminId,
      action: 'suspendre-utilisateur',
      cibleType: 'utilisateur',
      cibleId: userId,
      details: { motif },
    });
  });
  // The account's open sockets close with its sessions, on every API process.
  await deps.realtime.sessionsEnded({ userId });
  const future = await findFutureTripsOfDriver(deps.db, userId);
  let rembourse = 0;
  for (const trip of future) rembourse += (await cancelTrip(deps, trip.id)).rembourse;
  return { trajets_annules: future.length, rembourse };
}

export async function reinstateUser(
  { db }: Pick<AppDeps, 'db'>,
  adminId: number,
  userId: number,
): Promise<void> {
  if (!(await setSuspension(db, userId, { suspendu_le: null, motif_suspension: null })))
    throw notFound('Cet utilisateur n’existe pas.');
  await recordAdminAction(db, {
    auteurId: adminId,
    action: 'reactiver-utilisateur',
    cibleType: 'utilisateur',
    cibleId: userId,
  });
}

/** docs/product/admin.md the users, searched by name or e-mail, with their suspension. */
export async function pageAdminUsers(
  deps: Pick<AppDeps, 'db'>,
  search: string | undefined,
  page: PageRequest,
  list?: 'newsletter',
) {
  return listAdminUsers(deps.db, search, page, list);
}
