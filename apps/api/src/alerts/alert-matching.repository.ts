import { sql } from 'drizzle-orm';
import type { GeoPoint } from '@bonneroute/shared/geo';
import type { DbOrTx } from '../db/client';
import { bookableOnSomeLeg, seatsLeftSql } from '../db/trip-availability';
import type { AlertRow } from './alerts.repository';

export interface TripForAlerts {
  id: number;
  date: string;
  heure: string;
  depart_le: Date;
  duree_secondes: number;
  /** The whole route's seats left. */
  places: number;
  /** Seats left per leg, by "depart-arrivee" stop positions (docs/decisions/028-seats-per-leg.md). */
  legPlaces: Map<string, number>;
  /** Bookable on at least one leg. */
  reservable: boolean;
}

export interface Stop extends GeoPoint {
  position: number;
  ville: string;
  montant: number;
}

const intArray = (ids: number[]) =>
  sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(',')}}'::int[]`);

/**
 * Active alerts whose departure and arrival cells are among these (the grid index
 * `alertes_cellules_idx`), for this many seats, this date and this departure time.
 */
export async function findAlertsInCells(
  db: DbOrTx,
  where: {
    fromCells: number[];
    toCells: number[];
    places: number;
    date: string;
    heure: string;
    lock: boolean;
  },
): Promise<AlertRow[]> {
  const found = await db.execute<AlertRow>(sql`
    select * from alertes
    where statut = 'ACTIVE'
      and cellule_depart = any(${intArray(where.fromCells)})
      and cellule_arrivee = any(${intArray(where.toCells)})
      and nb_places <= ${where.places}
      and (tous_les_jours or ${where.date}::date between date_debut and date_fin)
      and (heure_min is null or heure_min <= ${where.heure})
      and (heure_max is null or heure_max >= ${where.heure})
    order by id
    ${where.lock ? sql`for update` : sql``}`);
  return found.rows.map(toAlertRow);
}

/** A trip as the alerts see it (bookable? seats left?) and its stops in route order. */
export async function loadTripForAlerts(db: DbOrTx, tripId: number) {
  const trip = await db.execute<Record<string, unknown>>(sql`
    select id, to_char(date, 'YYYY-MM-DD') as date, heure, depart_le, duree_secondes,
      ${seatsLeftSql} as places, ${bookableOnSomeLeg(sql`now()`)} as reservable
    from trajets where id = ${tripId}`);
  const row = trip.rows[0];
  if (!row) return undefined;
  const legs = await db.execute<Record<string, unknown>>(sql`
    select pos_depart, pos_arrivee, nb_places_disponibles from trajets_troncons
    where trajet_id = ${tripId} and reservable`);
  const stops = await db.execute<Record<string, unknown>>(sql`
    select position, ville, latitude, longitude, montant from trajets_arrets
    where trajet_id = ${tripId} order by position`);
  return {
    trip: {
      id: Number(row.id),
      date: String(row.date),
      heure: String(row.heure).slice(0, 5),
      depart_le: new Date(row.depart_le as string),
      duree_secondes: Number(row.duree_secondes ?? 0),
      places: Number(row.places),
      legPlaces: new Map(
        legs.rows.map((l) => [
          `${Number(l.pos_depart)}-${Number(l.pos_arrivee)}`,
          Number(l.nb_places_disponibles),
        ]),
      ),
      reservable: Boolean(row.reservable),
    } satisfies TripForAlerts,
    stops: stops.rows.map((s) => ({
      position: Number(s.position),
      ville: String(s.ville),
      latitude: Number(s.latitude),
      longitude: Number(s.longitude),
      montant: Number(s.montant),
    })) satisfies Stop[],
  };
}

export async function findMemberEmail(db: DbOrTx, userId: number): Promise<string | undefined> {
  const found = await db.execute<{ email: string }>(
    sql`select email from utilisateurs where id = ${userId}`,
  );
  return found.rows[0]?.email;
}

/** Records that these alerts heard of the trip; answers those that had not yet. */
export async function recordAnnouncements(
  tx: DbOrTx,
  alertIds: number[],
  tripId: number,
): Promise<Set<number>> {
  const inserted = await tx.execute<{ alerte_id: number }>(sql`
    insert into alertes_envois (alerte_id, trajet_id)
    select unnest(${`{${alertIds.join(',')}}`}::int[]), ${tripId}
    on conflict do nothing returning alerte_id`);
  return new Set(inserted.rows.map((r) => Number(r.alerte_id)));
}

export async function markAnnouncementsMailed(
  tx: DbOrTx,
  alertId: number,
  tripIds: number[],
  emailId: number,
): Promise<void> {
  await tx.execute(sql`
    update alertes_envois set email_id = ${emailId}
    where alerte_id = ${alertId} and trajet_id in (${sql.join(
      tripIds.map((t) => sql`${t}`),
      sql`, `,
    )})`);
}

export async function lockAlert(tx: DbOrTx, alertId: number): Promise<AlertRow | undefined> {
  const found = await tx.execute<AlertRow>(
    sql`select * from alertes where id = ${alertId} for update`,
  );
  const row = found.rows[0];
  return row ? toAlertRow(row) : undefined;
}

/** The trips announced one by one to an alert and not e-mailed yet, oldest first. */
export async function unmailedAnnouncements(tx: DbOrTx, alertId: number): Promise<number[]> {
  const pending = await tx.execute<{ trajet_id: number }>(sql`
    select trajet_id from alertes_envois
    where alerte_id = ${alertId} and email_id is null and annonce = 'UNITAIRE'
    order by cree_le, trajet_id`);
  return pending.rows.map((row) => Number(row.trajet_id));
}

/** Raw rows carry dates as strings; the alert row type has Dates for timestamps. */
export function toAlertRow(row: AlertRow): AlertRow {
  const asDate = (value: unknown) => (value == null ? null : new Date(value as string));
  return {
    ...row,
    date_debut: row.date_debut == null ? null : String(row.date_debut).slice(0, 10),
    date_fin: row.date_fin == null ? null : String(row.date_fin).slice(0, 10),
    dernier_email_le: asDate(row.dernier_email_le),
    dernier_regroupement_le: asDate(row.dernier_regroupement_le),
    confirmee_le: asDate(row.confirmee_le),
    cree_le: new Date(row.cree_le as unknown as string),
  };
}

/** One matching job per trip (keyed `alertes:trajet:<id>`), all in one statement. */
export async function enqueueTripMatchJobs(
  tx: DbOrTx,
  task: string,
  tripIds: number[],
): Promise<void> {
  if (tripIds.length === 0) return;
  await tx.execute(sql`
    select graphile_worker.add_job(${task}, json_build_object('trajetId', id),
             job_key => 'alertes:trajet:' || id, max_attempts => 10::smallint)
      from unnest(${`{${tripIds.join(',')}}`}::int[]) as id`);
}
