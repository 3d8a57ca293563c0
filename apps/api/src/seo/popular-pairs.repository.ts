import { count, desc, eq, gt, and, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { trajets } from '../db/schema';

/**
 * City pairs with the most published trips (from the last year on): the sitemap's pairs, with
 * when a trip was last published or changed on them (the page's `lastmod`).
 */
export async function mostTravelledPairs(db: DbOrTx, limit: number, since: Date) {
  const trips = count();
  return db
    .select({
      depart: trajets.code_commune_depart,
      arrivee: trajets.code_commune_arrivee,
      trips,
      lastChange: max(trajets.updated_at),
    })
    .from(trajets)
    .where(and(eq(trajets.is_publie, true), gt(trajets.depart_le, since)))
    .groupBy(trajets.code_commune_depart, trajets.code_commune_arrivee)
    .orderBy(desc(trips))
    .limit(limit);
}
