import type { Database } from '../db/client';
import {
  gridCellsNear,
  kmPerLongitudeDegree,
  nearBox,
  nearRadiusKm,
  type GeoPoint,
} from '@bonneroute/shared/geo';
import { distance } from './search-sql';

export interface DayCountFilter {
  first: string;
  last: string;
  from: GeoPoint;
  to: GeoPoint;
  now: Date;
  /** Travellers: trips with at least that many free seats. */
  places: number;
}

/**
 * How many bookable trips each day of [first, last] has between the searched places, with the
 * search's own "near" (decision 019) and legs (a trip counts once a day, whichever legs match):
 * one statement over the legs' index for the whole window (docs/product/trips-and-search.md
 * Results, a thin day). Days without a trip are absent.
 */
export async function countTripsByDay(
  db: Database,
  filter: DayCountFilter,
): Promise<{ date: string; nb_trajets: number }[]> {
  const radius = nearRadiusKm(filter.from, filter.to);
  const from = nearBox(filter.from, radius);
  const to = nearBox(filter.to, radius);
  const result = await db.$client.query({
    name: 'search_days',
    text: `
      select l.date::text as date, count(distinct l.trajet_id)::int as nb_trajets
      from (
        select l.trajet_id, l.date,
          ${distance('depart', '$5::float8', '$6::float8', '$7::float8')} as distance_depart,
          ${distance('arrivee', '$8::float8', '$9::float8', '$10::float8')} as distance_arrivee
        from trajets_troncons l
        where l.date between $1::date and $2::date and l.cellule_depart = any($3::int[])
          and l.cellule_arrivee = any($4::int[]) and l.reservable and l.depart_le > $11::timestamptz
          and l.latitude_depart between $12 and $13 and l.longitude_depart between $14 and $15
          and l.latitude_arrivee between $16 and $17 and l.longitude_arrivee between $18 and $19
        offset 0
      ) l
      join trajets t on t.id = l.trajet_id
      where l.distance_depart <= $20::float8 and l.distance_arrivee <= $20::float8
        and t.nb_places_proposees - t.nb_places_reservees >= $21::int
      group by l.date
      order by l.date`,
    values: [
      filter.first,
      filter.last,
      gridCellsNear(filter.from, radius),
      gridCellsNear(filter.to, radius),
      filter.from.latitude,
      filter.from.longitude,
      kmPerLongitudeDegree(filter.from.latitude),
      filter.to.latitude,
      filter.to.longitude,
      kmPerLongitudeDegree(filter.to.latitude),
      filter.now.toISOString(),
      from.minLatitude,
      from.maxLatitude,
      from.minLongitude,
      from.maxLongitude,
      to.minLatitude,
      to.maxLatitude,
      to.minLongitude,
      to.maxLongitude,
      radius,
      filter.places,
    ],
  });
  return result.rows as { date: string; nb_trajets: number }[];
}
