import type { Database } from '../db/client';
import type { recherches } from '../db/schema';

/**
 * Rows of the search log (docs/product/trips-and-search.md), written together (trips/search-log.ts): one prepared
 * statement whatever their number, each column an array (building a multi-row INSERT cost more
 * than the searches' own SQL).
 */
export async function logSearches(db: Database, rows: (typeof recherches.$inferInsert)[]) {
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await db.$client.query({
    name: 'search_log',
    text: `insert into recherches (localite, nom_commune_depart, nom_commune_arrivee,
        code_commune_depart, code_commune_arrivee, date_recherchee, nb_resultats, utilisateur_id,
        moment)
      select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
        $6::date[], $7::int[], $8::int[], $9::timestamptz[])`,
    values: [
      column('localite'),
      column('nom_commune_depart'),
      column('nom_commune_arrivee'),
      column('code_commune_depart'),
      column('code_commune_arrivee'),
      column('date_recherchee'),
      column('nb_resultats'),
      column('utilisateur_id'),
      rows.map((row) => (row.moment ?? new Date()).toISOString()),
    ],
  });
}
