import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * The search rows of trips (table trajets_arrets) built from the trips themselves: departure,
 * each stage town of `villes_etapes` with its `montants_etapes` amount, arrival. Whatever inserts
 * trips (publishing, the demo seed, test factories) calls this in the same transaction. The same
 * statement backfills existing trips in migration 0005.
 */
export async function syncTripStops(db: DbOrTx, tripIds: number[]): Promise<void> {
  if (tripIds.length === 0) return;
  const ids = sql.join(
    tripIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into trajets_arrets (trajet_id, position, date, code_commune, ville, latitude, longitude, montant)
    select t.id, 0, t.date, t.code_commune_depart, t.ville_depart, t.latitude_depart, t.longitude_depart, 0
      from trajets t where t.id in (${ids})
    union all
    select t.id, e.ord, t.date, e.v->>'code_commune', e.v->>'nom', (e.v->>'latitude')::float8,
           (e.v->>'longitude')::float8, coalesce((t.montants_etapes->>(e.ord::int - 1))::int, 0)
      from trajets t,
           jsonb_array_elements(case when jsonb_typeof(t.villes_etapes) = 'array' then t.villes_etapes else '[]'::jsonb end)
             with ordinality e(v, ord)
      where t.id in (${ids})
    union all
    select t.id,
           (case when jsonb_typeof(t.villes_etapes) = 'array' then jsonb_array_length(t.villes_etapes) else 0 end) + 1,
           t.date, t.code_commune_arrivee, t.ville_arrivee, t.latitude_arrivee, t.longitude_arrivee,
           t.montant_contribution
      from trajets t where t.id in (${ids})
    on conflict (trajet_id, position) do nothing`);
}
