import { gridCellsNear, nearLeg, NEAR_KM } from '@bonneroute/shared/geo';
import type { DbOrTx } from '../db/client';
import { findAlertsInCells, type Stop, type TripForAlerts } from './alert-matching.repository';
import type { AlertRow } from './alerts.repository';

/** Cells are searched 1 km wider than "near": the distance is measured at the alert's latitude. */
export const CELL_MARGIN_KM = 1;

export interface Match {
  alert: AlertRow;
  from: Stop;
  to: Stop;
}

/**
 * The active alerts a trip matches, read through the grid index (`alertes_cellules_idx`): for
 * each leg of the trip (every pair of stops in route order, stage towns included), the alerts
 * whose departure cell is near the leg's start and arrival cell near its end; then the same exact
 * distance as the search (37.5 km or half the alert's towns' distance, `nearLeg`, measured
 * at the alert's latitude), the date, the seats and the
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
      // The seats of this leg: other legs may be full (docs/decisions/028-seats-per-leg.md).
      const places = trip.legPlaces.get(`${from.position}-${to.position}`) ?? 0;
      if (places === 0) continue;
      const found = await findAlertsInCells(db, {
        fromCells: gridCellsNear(from, NEAR_KM + CELL_MARGIN_KM),
        toCells: gridCellsNear(to, NEAR_KM + CELL_MARGIN_KM),
        places,
        date: trip.date,
        heure: trip.heure,
        lock,
      });
      for (const alert of found) {
        const start = { latitude: alert.latitude_depart, longitude: alert.longitude_depart };
        const end = { latitude: alert.latitude_arrivee, longitude: alert.longitude_arrivee };
        const near = nearLeg({ from: start, to: end }, { from, to });
        if (!near) continue;
        const distance = near.depart + near.arrivee;
        const previous = best.get(alert.id);
        if (!previous || distance < previous.distance)
          best.set(alert.id, { alert, from, to, distance });
      }
    }
  }
  return [...best.values()].sort((a, b) => a.alert.id - b.alert.id);
}
