import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  gridCellsNear,
  KM_PER_DEGREE,
  kmPerLongitudeDegree,
  nearBox,
  NEAR_KM,
  type GeoPoint,
} from '@bonneroute/shared/geo';
import { recherches } from '../db/schema';

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

export interface SearchMatch {
  trajet_id: number;
  pos_depart: number;
  pos_arrivee: number;
  distance_depart: number;
  distance_arrivee: number;
  montant: number;
}

/** `nearDistanceKm` of near-grid.ts in SQL, from a searched point to a leg's end. */
function distanceKm(latitude: string, longitude: string, point: Point): SQL {
  return sql.raw(
    `sqrt(power((l.${latitude} - (${point.latitude})) * ${KM_PER_DEGREE}, 2) + ` +
      `power((l.${longitude} - (${point.longitude})) * ${kmPerLongitudeDegree(point.latitude)}, 2))`,
  );
}

function inBox(latitude: string, longitude: string, point: Point): SQL {
  const box = nearBox(point);
  return sql.raw(
    `l.${latitude} between ${box.minLatitude} and ${box.maxLatitude} and ` +
      `l.${longitude} between ${box.minLongitude} and ${box.maxLongitude}`,
  );
}

const cells = (point: Point) => sql.raw(`'{${gridCellsNear(point).join(',')}}'::int[]`);

function genderFilter(sexe: SearchFilter['sexe']): SQL {
  if (!sexe) return sql``;
  const [driver, excluded] = sexe === '1' ? ['M', 'F'] : ['F', 'M'];
  return sql`and exists (
    select 1 from trajets t join utilisateurs u on u.id = t.utilisateur_id
    where t.id = m.trajet_id and u.sexe = ${driver} and not exists (
      select 1 from passagers p join utilisateurs pu on pu.id = p.utilisateur_id
      where p.trajet_id = t.id and p.statut in ('CONFIRMEE', 'EN_ATTENTE') and pu.sexe = ${excluded}))`;
}

/**
 * Trips with a stop near the searched departure followed by a stop near the searched arrival
 * (departure, stage towns, arrival), for the date; the best pair of stops of each trip. Only
 * bookable trips; soonest first, then the closest. The legs table `trajets_troncons` is read by
 * grid cells (near-grid.ts) from its index alone, then the exact distances are checked
 * (docs/decisions/008-search-performance.md). Coordinates and cells are numbers we computed,
 * never user text, hence the raw SQL fragments.
 */
export async function searchTrips(db: DbOrTx, filter: SearchFilter) {
  const dDep = distanceKm('latitude_depart', 'longitude_depart', filter.from);
  const dArr = distanceKm('latitude_arrivee', 'longitude_arrivee', filter.to);
  const matches = sql`
    with l as materialized (
      select l.trajet_id, l.pos_depart, l.pos_arrivee, l.montant, l.depart_le,
        ${dDep} as distance_depart, ${dArr} as distance_arrivee
      from trajets_troncons l
      where l.date = ${filter.date} and l.cellule_depart = any(${cells(filter.from)})
        and l.cellule_arrivee = any(${cells(filter.to)}) and l.reservable
        and l.depart_le > ${filter.now.toISOString()}
        ${filter.automaticOnly ? sql`and l.resa_automatique` : sql``}
        and ${inBox('latitude_depart', 'longitude_depart', filter.from)}
        and ${inBox('latitude_arrivee', 'longitude_arrivee', filter.to)}
    ), m as (
      select distinct on (l.trajet_id) l.*
      from l where l.distance_depart <= ${NEAR_KM} and l.distance_arrivee <= ${NEAR_KM}
      order by l.trajet_id, l.distance_depart + l.distance_arrivee
    )
    select m.* from m where true ${genderFilter(filter.sexe)}`;
  // One pass: the page and the total (a window count), a second query only past the last page.
  const page = await db.execute<Record<string, unknown>>(sql`
    select found.*, count(*) over () as total from (${matches}) found
    order by depart_le, distance_depart + distance_arrivee, trajet_id
    limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`);
  let total = Number(page.rows[0]?.total ?? 0);
  if (page.rows.length === 0 && filter.page > 1) {
    const counted = await db.execute<{ total: number }>(
      sql`select count(*)::int as total from (${matches}) found`,
    );
    total = counted.rows[0]?.total ?? 0;
  }
  return {
    rows: page.rows.map((row) => ({
      trajet_id: Number(row.trajet_id),
      pos_depart: Number(row.pos_depart),
      pos_arrivee: Number(row.pos_arrivee),
      distance_depart: Number(row.distance_depart),
      distance_arrivee: Number(row.distance_arrivee),
      montant: Number(row.montant),
    })),
    total,
  };
}

export async function logSearch(db: DbOrTx, values: typeof recherches.$inferInsert) {
  await db.insert(recherches).values(values);
}
