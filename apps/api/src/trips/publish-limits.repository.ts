import { sql } from 'drizzle-orm';
import type { PastPublication, Publisher } from '@bonneroute/shared/trips';
import type { DbOrTx } from '../db/client';

/**
 * The driver's publications since `since`, read from the trips themselves (so every API process
 * sees the same count): one row per publication, a series being the trips of one `serie_id` (or
 * of one `parent_id`, the older kind), a return counted with its outward trip.
 * Cancelled and deactivated trips count too: their alerts and searches were paid already.
 */
export async function recentPublications(
  db: DbOrTx,
  driverId: number,
  since: Date,
): Promise<PastPublication[]> {
  const found = await db.execute<{ at: string; dates: number }>(sql`
    select min(created_at) as at, count(*)::int as dates
    from trajets
    where utilisateur_id = ${driverId} and created_at > ${since.toISOString()}::timestamptz
    group by coalesce('s' || serie_id, 't' || coalesce(parent_id, aller_id, id))`);
  return found.rows.map((row) => ({ at: new Date(row.at), dates: Number(row.dates) }));
}

/** What the limit depends on: the account's age and whether its phone is verified. */
export async function findPublisher(db: DbOrTx, userId: number): Promise<Publisher> {
  const found = await db.execute<{ created_at: string; verified: boolean }>(sql`
    select u.created_at,
      exists (select 1 from telephones t
              where t.utilisateur_id = u.id and t.verifie_le is not null) as verified
    from utilisateurs u where u.id = ${userId}`);
  const row = found.rows[0]!;
  return { createdAt: new Date(row.created_at), hasVerifiedPhone: Boolean(row.verified) };
}
