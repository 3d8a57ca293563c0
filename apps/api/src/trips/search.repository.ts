import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { recherches } from '../db/schema';

/** A searched place is "near" a stop within this many km (spec §9: labels end at 37.5 km). */
export const NEAR_KM = 37.5;
const KM_PER_DEGREE = 111.2;

export interface Point {
  latitude: number;
  longitude: number;
}

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

function distanceKm(stop: string, point: Point): SQL {
  const kmPerLon = KM_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180);
  return sql.raw(
    `sqrt(power((${stop}.latitude - (${point.latitude})) * ${KM_PER_DEGREE}, 2) + ` +
      `power((${stop}.longitude - (${point.longitude})) * ${kmPerLon}, 2))`,
  );
}

function nearBox(stop: string, point: Point): SQL {
  const dLat = NEAR_KM / KM_PER_DEGREE;
  const dLon = NEAR_KM / (KM_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180));
  return sql.raw(
    `${stop}.latitude between ${point.latitude - dLat} and ${point.latitude + dLat} and ` +
      `${stop}.longitude between ${point.longitude - dLon} and ${point.longitude + dLon}`,
  );
}

function genderFilter(sexe: SearchFilter['sexe']): SQL {
  if (!sexe) return sql``;
  const [driver, excluded] = sexe === '1' ? ['M', 'F'] : ['F', 'M'];
  return sql`and u.sexe = ${driver} and not exists (
    select 1 from passagers p join utilisateurs pu on pu.id = p.utilisateur_id
    where p.trajet_id = t.id and p.statut in ('CONFIRMEE', 'EN_ATTENTE') and pu.sexe = ${excluded})`;
}

/**
 * Trips with a stop near the searched departure followed by a stop near the searched arrival
 * (departure, stage towns, arrival), for the date; the best pair of stops of each trip. Only
 * bookable trips; soonest first, then the closest. Coordinates are numbers we computed, never
 * user text, hence the raw SQL fragments.
 */
export async function searchTrips(db: DbOrTx, filter: SearchFilter) {
  const dDep = distanceKm('a', filter.from);
  const dArr = distanceKm('b', filter.to);
  // Stops near each end are read from the covering index, then joined per trip: two small sets.
  const matches = sql`
    with a as materialized (
      select a.trajet_id, a.position, a.montant, ${dDep} as distance
      from trajets_arrets a
      where a.date = ${filter.date} and ${nearBox('a', filter.from)} and ${dDep} <= ${NEAR_KM}
    ), b as materialized (
      select b.trajet_id, b.position, b.montant, ${dArr} as distance
      from trajets_arrets b
      where b.date = ${filter.date} and ${nearBox('b', filter.to)} and ${dArr} <= ${NEAR_KM}
    ), m as (
      select distinct on (a.trajet_id)
        a.trajet_id, a.position as pos_depart, b.position as pos_arrivee,
        a.distance as distance_depart, b.distance as distance_arrivee, b.montant - a.montant as montant
      from a join b on b.trajet_id = a.trajet_id and b.position > a.position
      order by a.trajet_id, a.distance + b.distance
    )
    select m.*, t.depart_le from m
    join trajets t on t.id = m.trajet_id
    join utilisateurs u on u.id = t.utilisateur_id
    where t.actif and t.is_publie and not t.is_effectue and t.depart_le > ${filter.now.toISOString()}
      and t.nb_places_reservees < t.nb_places_proposees
      ${filter.automaticOnly ? sql`and t.is_resa_automatique` : sql``}
      ${genderFilter(filter.sexe)}`;
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
