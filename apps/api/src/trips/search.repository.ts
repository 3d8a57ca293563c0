import type { Database } from '../db/client';
import {
  gridCellsNear,
  kmPerLongitudeDegree,
  nearBox,
  nearRadiusKm,
  type GeoPoint,
} from '@bonneroute/shared/geo';
import {
  DRIVER_JOIN,
  LOADED_TRIP_COLUMNS,
  toLoadedTrip,
  type LoadedTrip,
} from './loaded-trips.repository';
import type { SearchSort } from '@bonneroute/shared/search-rules';
import type { TravelPreferences } from '@bonneroute/shared/trips';
import type { SearchMatch } from './to-wire';
import { crowKm, distance, inBox, orderBy } from './search-sql';

export type Point = GeoPoint;

export interface SearchFilter {
  date: string;
  from: Point;
  to: Point;
  now: Date;
  /** 1 = male driver and no female passenger; 2 = female driver and no male passenger. */
  sexe?: '1' | '2';
  automaticOnly?: boolean;
  /**
   * Travellers: the leg has at least that many free seats (1 needs no check: legs are bookable),
   * read on the leg in the index (docs/decisions/028-seats-per-leg.md).
   */
  places?: number;
  /** Departure instants [start, end) of a time range (search-options.ts departureRangeBounds). */
  departureRange?: [Date, Date];
  /** Drivers whose identity card or passport the team verified. */
  verifiedOnly?: boolean;
  /** The trip's preferences contain these (`@>` on trajets.preferences, read by key). */
  preferences?: Partial<TravelPreferences>;
  sort?: SearchSort;
  /** Farther than "near" (the nearby towns of a thin day); `nearRadiusKm` otherwise. */
  radiusKm?: number;
  /** Only trips farther than this from a searched place (the nearby towns beyond the search). */
  outsideKm?: number;
  /** The signed-in searcher: trips of members either blocked by or blocking them are left out. */
  viewerId?: number;
  page: number;
  perPage: number;
}

/** What changes the statement's text (each shape is its own prepared statement). */
interface StatementShape {
  automatic: boolean;
  sexe: boolean;
  range: boolean;
  places: boolean;
  verified: boolean;
  preferences: boolean;
  outside: boolean;
  viewer: boolean;
  sort: SearchSort;
}

/**
 * The search statement for one shape of filters (automatic booking only; girls / guys only; a
 * time range; seats; verified drivers; the order): its text never changes, the searched places,
 * cells, date and page are parameters, so that it is a prepared statement (db/prepared.ts):
 * planning it cost twice its execution.
 * Parameters: $1 date, $2 now, $3/$4 near cells of departure/arrival, $5–$7 departure point and
 * km per longitude degree, $8–$10 arrival's, $11–$14 departure box, $15–$18 arrival box,
 * $19 limit, $20 offset, $21 "near" radius (nearRadiusKm), then, when the shape has them and in
 * this order: the driver's sex (read on the leg, migration 0029) and the excluded passengers' sex,
 * the range's start and end, the seats, the radius the trips must lie beyond, the preferences,
 * the signed-in viewer.
 */
function searchStatement(shape: StatementShape): string {
  let next = 22;
  const param = () => `$${next++}`;
  const [sexeDriver, sexeExcluded] = shape.sexe ? [param(), param()] : ['', ''];
  const [rangeStart, rangeEnd] = shape.range ? [param(), param()] : ['', ''];
  const seats = shape.places ? param() : '';
  const outside = shape.outside ? param() : '';
  const preferences = shape.preferences ? param() : '';
  const viewer = shape.viewer ? param() : '';
  // The legs near both searched places, with their distances computed once (`offset 0` keeps the
  // subquery whole: flattened, each distance would be computed again by the filter), then the
  // best leg of each trip. Sorting by departure then trip puts a trip's legs side by side (they
  // share its departure time), so one sort serves the de-duplication, and the page's top-N sort
  // finds them already in departure order. Measured on the bench's million trips: 13 % less
  // database time per search than materialising the legs first (decision 019).
  // The distances checked against $21 are `nearLeg` of near-grid.ts. The time range is on the
  // leg's departure, inside the index scan.
  const legLength =
    shape.sort === 'duree'
      ? `, ${crowKm('l.latitude_depart', 'l.longitude_depart', 'l.latitude_arrivee', 'l.longitude_arrivee')} as km_troncon`
      : '';
  // Filters on the trip (verified driver, the duration to sort on) read it by key, once
  // per matched trip; girls / guys only: no passenger of the other sex holding a seat (the
  // driver's sex is on the leg).
  const needsTrip = shape.verified || shape.preferences || shape.sort === 'duree' || shape.viewer;
  const where = [
    shape.sexe
      ? `not exists (
        select 1 from passagers p join utilisateurs pu on pu.id = p.utilisateur_id
        where p.trajet_id = m.trajet_id and p.statut in ('CONFIRMEE', 'EN_ATTENTE')
          and pu.sexe = ${sexeExcluded}::text)`
      : '',
    shape.verified
      ? `exists (select 1 from documents d where d.utilisateur_id = tt.utilisateur_id
          and d.is_verifie and d.type_doc_code in ('CNI', 'PASSPORT'))`
      : '',
    shape.preferences ? `tt.preferences @> ${preferences}::jsonb` : '',
    shape.outside
      ? `(m.distance_depart > ${outside}::float8 or m.distance_arrivee > ${outside}::float8)`
      : '',
    // A signed-in searcher only (the anonymous statement has no such clause): neither sees the
    // other's trips once one blocked the other (two probes of blocages' two indexes per trip).
    shape.viewer
      ? `not exists (select 1 from blocages b where b.utilisateur_id = ${viewer}::int
          and b.bloque_id = tt.utilisateur_id)
        and not exists (select 1 from blocages b where b.bloque_id = ${viewer}::int
          and b.utilisateur_id = tt.utilisateur_id)`
      : '',
  ].filter(Boolean);
  const duration =
    shape.sort === 'duree'
      ? `, tt.duree_secondes * least(1, m.km_troncon / nullif(${crowKm(
          'tt.latitude_depart',
          'tt.longitude_depart',
          'tt.latitude_arrivee',
          'tt.longitude_arrivee',
        )}, 0)) as duree_estimee`
      : '';
  const kept = `m${needsTrip ? ' join trajets tt on tt.id = m.trajet_id' : ''}${
    where.length ? ` where ${where.join(' and ')}` : ''
  }`;
  const matches = `
    with m as materialized (
      select distinct on (l.depart_le, l.trajet_id) l.* from (
        select l.trajet_id, l.pos_depart, l.pos_arrivee, l.montant, l.depart_le,
          l.nb_places_disponibles,
          ${distance('depart', '$5::float8', '$6::float8', '$7::float8')} as distance_depart,
          ${distance('arrivee', '$8::float8', '$9::float8', '$10::float8')} as distance_arrivee
          ${legLength}
        from trajets_troncons l
        where l.date = $1::date and l.cellule_depart = any($3::int[])
          and l.cellule_arrivee = any($4::int[]) and l.reservable and l.depart_le > $2::timestamptz
          ${shape.range ? `and l.depart_le >= ${rangeStart}::timestamptz and l.depart_le < ${rangeEnd}::timestamptz` : ''}
          ${shape.automatic ? 'and l.resa_automatique' : ''}
          ${shape.sexe ? `and l.sexe_conducteur = ${sexeDriver}::char` : ''}
          ${shape.places ? `and l.nb_places_disponibles >= ${seats}::int` : ''}
          and ${inBox('depart', 11)} and ${inBox('arrivee', 15)}
        offset 0
      ) l
      where l.distance_depart <= $21::float8 and l.distance_arrivee <= $21::float8
      order by l.depart_le, l.trajet_id, l.distance_depart + l.distance_arrivee
    ), k as not materialized (
      select m.*${duration} from ${kept}
    ), page as (
      select k.*, count(*) over () as total from k
      order by ${orderBy(shape.sort, 'k')}
      limit $19 offset $20
    )`;
  // One round trip: the page's trips with their drivers and passengers, and the total (counted
  // with the page; counted again only for a page past the last one). The page is left-joined to
  // one row so that a page past the last one still says the total (its one row has no trip).
  return `${matches}
    select ${LOADED_TRIP_COLUMNS}, page.pos_depart as x_pos_depart,
      page.pos_arrivee as x_pos_arrivee, page.distance_depart as x_distance_depart,
      page.distance_arrivee as x_distance_arrivee, page.montant as x_montant,
      page.nb_places_disponibles as x_places,
      coalesce(page.total, (select count(*) from k)) as x_total
    from (select) one
    left join (page join trajets t on t.id = page.trajet_id ${DRIVER_JOIN}) on true
    order by ${orderBy(shape.sort, 'page')}`;
}

function shapeOf(filter: SearchFilter): StatementShape {
  return {
    automatic: Boolean(filter.automaticOnly),
    sexe: Boolean(filter.sexe),
    range: Boolean(filter.departureRange),
    places: (filter.places ?? 1) > 1,
    verified: Boolean(filter.verifiedOnly),
    preferences: Boolean(filter.preferences && Object.keys(filter.preferences).length),
    outside: filter.outsideKm !== undefined,
    viewer: filter.viewerId !== undefined,
    sort: filter.sort ?? 'depart',
  };
}

function searchValues(filter: SearchFilter, shape: StatementShape): unknown[] {
  // Near both places, within 37.5 km or half their distance (decision 019): fewer cells, a
  // smaller box, and the legs checked against the same radius.
  const radius = filter.radiusKm ?? nearRadiusKm(filter.from, filter.to);
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
  if (shape.sexe) values.push(...(filter.sexe === '1' ? ['M', 'F'] : ['F', 'M']));
  if (shape.range) values.push(...filter.departureRange!.map((instant) => instant.toISOString()));
  if (shape.places) values.push(filter.places);
  if (shape.outside) values.push(filter.outsideKm);
  if (shape.preferences) values.push(JSON.stringify(filter.preferences));
  if (shape.viewer) values.push(filter.viewerId);
  return values;
}

const statementName = (shape: StatementShape) =>
  `search_${shape.automatic ? 'a' : ''}${shape.sexe ? 's' : ''}${shape.range ? 'h' : ''}` +
  `${shape.places ? 'p' : ''}${shape.verified ? 'v' : ''}${shape.preferences ? 'f' : ''}` +
  `${shape.outside ? 'o' : ''}${shape.viewer ? 'b' : ''}_${shape.sort}`;

/** The prepared statement of a search: its name, text and values (EXPLAIN reads it in tests). */
export function searchQuery(filter: SearchFilter) {
  const shape = shapeOf(filter);
  return {
    name: statementName(shape),
    text: searchStatement(shape),
    values: searchValues(filter, shape),
  };
}

/**
 * Trips with a stop near the searched departure followed by a stop near the searched arrival
 * (departure, stage towns, arrival), for the date; the best pair of stops of each trip. Only
 * bookable trips; soonest first, then the closest (or the chosen order). The legs table
 * `trajets_troncons` is read by grid cells (near-grid.ts) from its index alone, then the exact
 * distances are checked (docs/decisions/008-search-performance.md); the page's trips, drivers and
 * passengers and the total come back with it (docs/decisions/015-search-one-round-trip.md).
 */
export async function searchTrips(
  db: Database,
  filter: SearchFilter,
): Promise<{ rows: (LoadedTrip & { match: SearchMatch })[]; total: number }> {
  const result = await db.$client.query(searchQuery(filter));
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
          nb_places_disponibles: Number(row.x_places),
        },
      })),
    total: Number(rows[0]?.x_total ?? 0),
  };
}
