import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { adresses } from '../db/schema';

const columns = {
  id: adresses.id,
  complete: adresses.complete,
  code_commune: adresses.code_commune,
  nb_usages: adresses.nb_usages,
  latitude: adresses.latitude,
  longitude: adresses.longitude,
};

/** docs/product/geography-and-prices.md `GET /adresses?filter[code_commune]&sort=-nb_usages&limit=5`. */
export async function listAdressesOfCommune(
  db: DbOrTx,
  codeCommune: string,
  options: { mostUsedFirst: boolean; limit: number },
) {
  const where = eq(adresses.code_commune, codeCommune);
  const order = options.mostUsedFirst ? desc(adresses.nb_usages) : asc(adresses.nb_usages);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(adresses)
      .where(where)
      .orderBy(order, asc(adresses.id))
      .limit(options.limit),
    db.select({ total: count() }).from(adresses).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The most used addresses of a commune: what a text search for a precise address looks in. */
export async function mostUsedAdresses(db: DbOrTx, codeCommune: string, limit: number) {
  return db
    .select(columns)
    .from(adresses)
    .where(eq(adresses.code_commune, codeCommune))
    .orderBy(desc(adresses.nb_usages), asc(adresses.id))
    .limit(limit);
}

/**
 * A published trip used this address: create it or count one more use; returns its id. The point
 * is the latest use's (docs/product/trips-and-search.md#meeting-points: a driver who moved the
 * point of an address they named moved it for the next drivers too).
 */
export async function recordAdresseUsage(
  db: DbOrTx,
  values: { complete: string; code_commune: string; latitude: number; longitude: number },
): Promise<number> {
  const [row] = await db
    .insert(adresses)
    .values({ ...values, nb_usages: 1 })
    .onConflictDoUpdate({
      target: [adresses.code_commune, adresses.complete],
      set: {
        nb_usages: sql`${adresses.nb_usages} + 1`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
      },
    })
    .returning({ id: adresses.id });
  return row!.id;
}
