import { sql } from 'drizzle-orm';
import { gridCellsNear, nearDistanceKm, NEAR_KM, type GeoPoint } from '@bonneroute/shared/geo';
import type { DbOrTx } from '../db/client';
import type { AlertRow } from './alerts.repository';

/** Cells are searched 1 km wider than "near": the distance is measured at the alert's latitude. */
export const CELL_MARGIN_KM = 1;

export interface TripForAlerts {
  id: number;
  date: string;
  heure: string;
  depart_le: Date;
  duree_secondes: number;
  places: number;
  reservable: boolean;
}

export interface Stop extends GeoPoint {
  position: number;
  ville: string;
  montant: number;
}

export interface Match {
  alert: AlertRow;
  from: Stop;
  to: Stop;
}

const cellList = (point: GeoPoint) =>
  sql.raw(`'{${gridCellsNear(point, NEAR_KM + CELL_MARGIN_KM).join(',')}}'::int[]`);

/**
 * The active alerts a trip matches, read through the grid index (`alertes_cellules_idx`): for
 * each leg of the trip (every pair of stops in route order, stage towns included), the alerts
 * whose departure cell is near the leg's start and arrival cell near its end; then the same exact
 * distance as the search (37.5 km, measured at the alert's latitude), the date, the seats and the
 * departure time window. Each alert keeps its closest leg.
 */
export async function findMatchingAlerts(
  db: DbOrTx,
  trip: TripForAlerts,
  stops: Stop[],
  lock: boolean,
): Promise<Match[]> {
  const best = new Map<number, Match & { distance: number }>();
  for (let i = 0; i < stops.length - 1; i++) {
    for (let j = i + 1; j < stops.length; j++) {
      const from = stops[i]!;
      const to = stops[j]!;
      const found = await db.execute<AlertRow>(sql`
        select * from alertes
        where statut = 'ACTIVE'
          and cellule_depart = any(${cellList(from)}) and cellule_arrivee = any(${cellList(to)})
          and nb_places <= ${trip.places}
          and (tous_les_jours or ${trip.date}::date between date_debut and date_fin)
          and (heure_min is null or heure_min <= ${trip.heure})
          and (heure_max is null or heure_max >= ${trip.heure})
        order by id
        ${lock ? sql`for update` : sql``}`);
      for (const alert of found.rows) {
        const start = { latitude: alert.latitude_depart, longitude: alert.longitude_depart };
        const end = { latitude: alert.latitude_arrivee, longitude: alert.longitude_arrivee };
        const dFrom = nearDistanceKm(start, from);
        const dTo = nearDistanceKm(end, to);
        if (dFrom > NEAR_KM || dTo > NEAR_KM) continue;
        const previous = best.get(alert.id);
        if (!previous || dFrom + dTo < previous.distance)
          best.set(alert.id, { alert: toAlertRow(alert), from, to, distance: dFrom + dTo });
      }
    }
  }
  return [...best.values()].sort((a, b) => a.alert.id - b.alert.id);
}

/** Raw rows carry dates as strings; the alert row type has Dates for timestamps. */
export function toAlertRow(row: AlertRow): AlertRow {
  const asDate = (value: unknown) => (value == null ? null : new Date(value as string));
  return {
    ...row,
    date_debut: row.date_debut == null ? null : String(row.date_debut).slice(0, 10),
    date_fin: row.date_fin == null ? null : String(row.date_fin).slice(0, 10),
    dernier_email_le: asDate(row.dernier_email_le),
    confirmee_le: asDate(row.confirmee_le),
    cree_le: new Date(row.cree_le as unknown as string),
  };
}
