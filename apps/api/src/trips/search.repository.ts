import type { Database } from '../db/client';
import {
  gridCellsNear,
  KM_PER_DEGREE,
  kmPerLongitudeDegree,
  nearBox,
  nearRadiusKm,
  type GeoPoint,
} from '@bonneroute/shared/geo';
import type { recherches } from '../db/schema';
import {
  DRIVER_JOIN,
  LOADED_TRIP_COLUMNS,
  toLoadedTrip,
  type LoadedTrip,
} from './loaded-trips.repository';
import type { SearchMatch } from './to-wire';

export type Point = GeoPoint;

export interface SearchFilter {
  date: string;
  from: Point;
  to: Point;
  now: Date;
  /** 1 = male driver and no female passenger; 2 = female driver and no male passenger. */
  sexe?: '1' | '2';
  automaticOnly?: boolean;
  page: number;
  perPage: number;
}

/**
 * `nearDistanceKm` of near-grid.ts in SQL, from a searched point ($lat, $lon, $kmPerLon): products
 * rather than `power(x, 2)`, as near-grid.ts computes it (and a little cheaper per leg).
 */
const distance = (end: 'depart' | 'arrivee', lat: string, lon: string, kmPerLon: string) => {
  const dLat = `((l.latitude_${end} - ${lat}) * ${KM_PER_DEGREE})`;
  const dLon = `((l.longitude_${end} - ${lon}) * ${kmPerLon})`;
  return `sqrt(${dLat} * ${dLat} + ${dLon} * ${dLon})`;
};

const inBox = (end: 'depart' | 'arrivee', first: number) =>
  `l.latitude_${end} between $${first} and $${first + 1} and ` +
  `l.longitude_${end} between $${first + 2} and $${first + 3}`;

/**
 * The search statement for one combination of filters (automatic booking only; girls / guys
 * only): its text never changes, the searched places, cells, date and page are parameters, so
 * that it is a prepared statement (db/prepared.ts): planning it cost twice its execution.
 * Parameters: $1 date, $2 now, $3/$4 near cells of departure/arrival, $5–$7 departure point and
 * km per longitude degree, $8–$10 arrival's, $11–$14 departure box, $15–$18 arrival box,
 * $19 limit, $20 offset, $21 "near" radius (nearRadiusKm), ($22 driver's sex, read on the leg
 * (migration 0029), $23 excluded passengers' sex).
 */
function searchStatement(automaticOnly: boolean, sexe: boolean): string {
  // The legs near both searched places, with their distances computed once (`offset 0` keeps the
  // subquery whole: flattened, each distance would be computed again by the filter), then the
  // best leg of each trip. Sorting by departure then trip puts a trip's legs side by side (they
  // share its departure time), so one sort serves the de-duplication, and the page's top-N sort
  // finds them already in departure order. Measured on the bench's million trips: 13 % less
  // database time per search than materialising the legs first (decision 019).
  // The distances checked against $21 are `nearLeg` of near-grid.ts.
  // Girls / guys only: no passenger of the other sex holding a seat (the driver's sex is on the leg).
  const girlsOrGuys = sexe
    ? `where not exists (
        select 1 from passagers p join utilisateurs pu on pu.id = p.utilisateur_id
        where p.trajet_id = m.trajet_id and p.statut in ('CONFIRMEE', 'EN_ATTENTE')
          and pu.sexe = $23::text)`
    : '';
  const matches = `
    with m as materialized (
      select distinct on (l.depart_le, l.trajet_id) l.* from (
        select l.trajet_id, l.pos_depart, l.pos_arrivee, l.montant, l.depart_le,
          ${distance('depart', '$5::float8', '$6::float8', '$7::float8')} as distance_depart,
          ${distance('arrivee', '$8::float8', '$9::float8', '$10::float8')} as distance_arrivee
        from trajets_troncons l
        where l.date = $1::date and l.cellule_depart = any($3::int[])
          and l.cellule_arrivee = any($4::int[]) and l.reservable and l.depart_le > $2::timestamptz
          ${automaticOnly ? 'and l.resa_automatique' : ''}
          ${sexe ? 'and l.sexe_conducteur = $22::char' : ''}
          and ${inBox('depart', 11)} and ${inBox('arrivee', 15)}
        offset 0
      ) l
      where l.distance_depart <= $21::float8 and l.distance_arrivee <= $21::float8
      order by l.depart_le, l.trajet_id, l.distance_depart + l.distance_arrivee
    ), page as (
      select m.*, count(*) over () as total from m ${girlsOrGuys}
      order by depart_le, distance_depart + distance_arrivee, trajet_id
      limit $19 offset $20
    )`;
  // One round trip: the page's trips with their drivers and passengers, and the total (counted
  // with the page; counted again only for a page past the last one). The page is left-joined to
  // one row so that a page past the last one still says the total (its one row has no trip).
  return `${matches}
    select ${LOADED_TRIP_COLUMNS}, page.pos_depart as x_pos_depart,
      page.pos_arrivee as x_pos_arrivee, page.distance_depart as x_distance_depart,
      page.distance_arrivee as x_distance_arrivee, page.montant as x_montant,
      coalesce(page.total, (select count(*) from m ${girlsOrGuys})) as x_total
    from (select) one
    left join (page join trajets t on t.id = page.trajet_id ${DRIVER_JOIN}) on true
    order by page.depart_le, page.distance_depart + page.distance_arrivee, page.trajet_id`;
}

function searchValues(filter: SearchFilter): unknown[] {
  // Near both places, within 37.5 km or half their distance (decision 019): fewer cells, a
  // smaller box, and the legs checked against the same radius.
  const radius = nearRadiusKm(filter.from, filter.to);
  const from = nearBox(filter.from, radius);
  const to = nearBox(filter.to, radius);
  const values: unknown[] = [
    filter.date,
    filter.now.toISOString(),
    gridCellsNear(filter.from, radius),
    gridCellsNear(filter.to, radius),
    filter.from.latitude,
    filter.from.longitude,
    kmPerLongitudeDegree(filter.from.latitude),
    filter.to.latitude,
    filter.to.longitude,
    kmPerLongitudeDegree(filter.to.latitude),
    from.minLatitude,
    from.maxLatitude,
    from.minLongitude,
    from.maxLongitude,
    to.minLatitude,
    to.maxLatitude,
    to.minLongitude,
    to.maxLongitude,
    filter.perPage,
    (filter.page - 1) * filter.perPage,
    radius,
  ];
  if (filter.sexe) values.push(...(filter.sexe === '1' ? ['M', 'F'] : ['F', 'M']));
  return values;
}

/**
 * Trips with a stop near the searched departure followed by a stop near the searched arrival
 * (departure, stage towns, arrival), for the date; the best pair of stops of each trip. Only
 * bookable trips; soonest first, then the closest. The legs table `trajets_troncons` is read by
 * grid cells (near-grid.ts) from its index alone, then the exact distances are checked
 * (docs/decisions/008-search-performance.md); the page's trips, drivers and passengers and the
 * total come back with it (docs/decisions/015-search-one-round-trip.md).
 */
export async function searchTrips(
  db: Database,
  filter: SearchFilter,
): Promise<{ rows: (LoadedTrip & { match: SearchMatch })[]; total: number }> {
  const automatic = Boolean(filter.automaticOnly);
  const result = await db.$client.query({
    name: `search_${automatic ? 'a' : ''}${filter.sexe ? 's' : ''}`,
    text: searchStatement(automatic, Boolean(filter.sexe)),
    values: searchValues(filter),
  });
  const rows = result.rows as Record<string, unknown>[];
  return {
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        ...toLoadedTrip(row),
        match: {
          trajet_id: Number(row.id),
          pos_depart: Number(row.x_pos_depart),
          pos_arrivee: Number(row.x_pos_arrivee),
          distance_depart: Number(row.x_distance_depart),
          distance_arrivee: Number(row.x_distance_arrivee),
          montant: Number(row.x_montant),
        },
      })),
    total: Number(rows[0]?.x_total ?? 0),
  };
}

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
