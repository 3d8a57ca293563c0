import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bookableOnSomeLeg } from '../db/trip-availability';
import type { AlertOwner } from './alerts.repository';

export type AnnouncementKind = 'UNITAIRE' | 'REGROUPEE' | 'DOUBLON';

const ownerIs = (owner: AlertOwner) =>
  'userId' in owner
    ? sql`a.utilisateur_id = ${owner.userId}`
    : sql`a.utilisateur_id is null and a.email = ${owner.email}`;

const idArray = (ids: number[]) =>
  sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(',')}}'::int[]`);

/**
 * The person's announcements of trips one by one, across every alert they hold, since `since`
 * (the trip being matched left out). An advisory lock per person, taken after the matched alert
 * rows in a fixed order, makes parallel matching jobs count one after another.
 */
export async function lockOwnerAnnouncements(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`alertes:annonces:${key}`}, 0))`,
  );
}

export async function countTripsTold(
  tx: DbOrTx,
  owner: AlertOwner,
  since: Date,
  exceptTripId: number,
): Promise<number> {
  const found = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n
    from alertes a join alertes_envois e on e.alerte_id = a.id
    where ${ownerIs(owner)} and e.annonce = 'UNITAIRE'
      and e.cree_le > ${since.toISOString()}::timestamptz and e.trajet_id <> ${exceptTripId}`);
  return Number(found.rows[0]?.n ?? 0);
}

/** The owners (user id, or visitor address) who heard of the trip through other alerts. */
export async function ownersToldOfTrip(tx: DbOrTx, tripId: number, exceptAlertIds: number[]) {
  const found = await tx.execute<{ utilisateur_id: number | null; email: string | null }>(sql`
    select distinct a.utilisateur_id, a.email
    from alertes_envois e join alertes a on a.id = e.alerte_id
    where e.trajet_id = ${tripId} and not (e.alerte_id = any(${idArray(exceptAlertIds)}))`);
  return found.rows;
}

export async function setAnnouncementKind(
  tx: DbOrTx,
  tripId: number,
  alertIds: number[],
  kind: AnnouncementKind,
): Promise<void> {
  if (alertIds.length === 0) return;
  await tx.execute(sql`
    update alertes_envois set annonce = ${kind}
    where trajet_id = ${tripId} and alerte_id = any(${idArray(alertIds)})`);
}

/**
 * The trips an alert gathered beyond its owner's daily budget and no summary carried yet, still
 * bookable with the alert's seats, soonest first: how many, and the first `limit` ids.
 */
export async function gatheredTrips(tx: DbOrTx, alertId: number, seats: number, limit: number) {
  const found = await tx.execute<{ trajet_id: number; total: number }>(sql`
    select e.trajet_id, count(*) over ()::int as total
    from alertes_envois e join trajets on trajets.id = e.trajet_id
    where e.alerte_id = ${alertId} and e.annonce = 'REGROUPEE' and e.email_id is null
      and ${bookableOnSomeLeg(sql`now()`, seats)}
    order by trajets.depart_le, trajets.id
    limit ${limit}`);
  return {
    total: Number(found.rows[0]?.total ?? 0),
    tripIds: found.rows.map((row) => Number(row.trajet_id)),
  };
}

/** Every trip the alert gathered so far is carried by this summary (bookable or not any more). */
export async function markGatheredMailed(tx: DbOrTx, alertId: number, emailId: number) {
  await tx.execute(sql`
    update alertes_envois set email_id = ${emailId}
    where alerte_id = ${alertId} and annonce = 'REGROUPEE' and email_id is null`);
}
