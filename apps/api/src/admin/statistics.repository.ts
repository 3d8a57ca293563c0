import { count, desc, eq, sql } from 'drizzle-orm';
import type { AdminPassenger, AdminSearch, AdminStatistics } from '@bonneroute/shared/admin';
import type { PageRequest } from '@bonneroute/shared/api';
import { alertStatistics } from '../alerts/alerts.repository';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { passagers, recherches, utilisateurs } from '../db/schema';

const CHART_DAYS = 28;
const TOP_PAIRS = 10;

/** Rows of a raw query, typed (drizzle's execute answers pg's result). */
async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/**
 * The dashboard's figures. Days are Paris days. Searches: the last 28 distinct days
 * that had searches (docs/product/admin.md). Bookings and fees: confirmed bookings of the last 28 days and the
 * platform's fee account of the ledger (fees kept, refunds of fees subtracted).
 */
export async function dashboardStatistics(db: DbOrTx): Promise<AdminStatistics> {
  const [users] = await rowsOf<{ total: number; actives: number; nouveaux: number }>(
    db,
    sql`SELECT count(*)::int AS total,
               count(*) FILTER (WHERE activated)::int AS actives,
               count(*) FILTER (WHERE created_at > now() - interval '28 days')::int AS nouveaux
          FROM utilisateurs`,
  );
  const [bookings] = await rowsOf<{ reservations: number; places: number }>(
    db,
    sql`SELECT count(*)::int AS reservations, coalesce(sum(nb_places_reservees), 0)::int AS places
          FROM passagers WHERE statut = 'CONFIRMEE'`,
  );
  const [searchTotal] = await rowsOf<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM recherches`,
  );
  const perDay = await rowsOf<{ jour: string; nombre: number }>(
    db,
    sql`SELECT jour, nombre FROM (
          SELECT to_char((moment AT TIME ZONE 'Europe/Paris')::date, 'YYYY-MM-DD') AS jour,
                 count(*)::int AS nombre
            FROM recherches GROUP BY 1 ORDER BY 1 DESC LIMIT ${CHART_DAYS}
        ) last_days ORDER BY jour`,
  );
  const pairs = await rowsOf<{ depart: string; arrivee: string; nombre: number }>(
    db,
    sql`SELECT nom_commune_depart AS depart, nom_commune_arrivee AS arrivee, count(*)::int AS nombre
          FROM recherches GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT ${TOP_PAIRS}`,
  );
  const bookingDays = await rowsOf<{
    jour: string;
    reservations: number;
    places: number;
    frais: number;
  }>(
    db,
    sql`WITH days AS (
          SELECT to_char((created_at AT TIME ZONE 'Europe/Paris')::date, 'YYYY-MM-DD') AS jour,
                 count(*)::int AS reservations, sum(nb_places_reservees)::int AS places
            FROM passagers
           WHERE statut = 'CONFIRMEE' AND created_at > now() - interval '28 days'
           GROUP BY 1
        ), fees AS (
          SELECT to_char((created_at AT TIME ZONE 'Europe/Paris')::date, 'YYYY-MM-DD') AS jour,
                 sum(montant)::int AS frais
            FROM ecritures
           WHERE compte = 'FRAIS' AND created_at > now() - interval '28 days'
           GROUP BY 1
        )
        SELECT coalesce(days.jour, fees.jour) AS jour,
               coalesce(days.reservations, 0) AS reservations,
               coalesce(days.places, 0) AS places,
               coalesce(fees.frais, 0) AS frais
          FROM days FULL JOIN fees ON fees.jour = days.jour
         ORDER BY 1`,
  );
  return {
    utilisateurs: {
      total: users?.total ?? 0,
      actives: users?.actives ?? 0,
      nouveaux_28_jours: users?.nouveaux ?? 0,
    },
    passagers: { reservations: bookings?.reservations ?? 0, places: bookings?.places ?? 0 },
    recherches: { total: searchTotal?.total ?? 0, par_jour: perDay, top_paires: pairs },
    reservations_par_jour: bookingDays,
    alertes: await alertStatistics(db),
  };
}

/** docs/product/admin.md GET /admin/recherches: the search log, newest first. */
export async function listSearches(
  db: DbOrTx,
  request: PageRequest,
): Promise<{ rows: AdminSearch[]; total: number }> {
  const { rows, total } = await selectPage(
    request,
    db
      .select({
        id: recherches.id,
        localite: recherches.localite,
        moment: recherches.moment,
        nom_commune_depart: recherches.nom_commune_depart,
        nom_commune_arrivee: recherches.nom_commune_arrivee,
      })
      .from(recherches)
      .orderBy(desc(recherches.moment), desc(recherches.id))
      .$dynamic(),
    db.select({ total: count() }).from(recherches),
  );
  return {
    rows: rows.map((row) => ({ ...row, moment: row.moment.toISOString() })),
    total,
  };
}

/** docs/product/admin.md GET /admin/passagers (Passenger acceptance), newest first. */
export async function listPassengers(
  db: DbOrTx,
  request: PageRequest,
): Promise<{ rows: AdminPassenger[]; total: number }> {
  const { rows, total } = await selectPage(
    request,
    db
      .select({
        id: passagers.id,
        trajet_id: passagers.trajet_id,
        prenom: utilisateurs.prenom,
        nom: utilisateurs.nom,
        statut: passagers.statut,
        datetime_acceptation: passagers.datetime_acceptation,
        nb_places_reservees: passagers.nb_places_reservees,
      })
      .from(passagers)
      .innerJoin(utilisateurs, eq(utilisateurs.id, passagers.utilisateur_id))
      .orderBy(desc(passagers.created_at), desc(passagers.id))
      .$dynamic(),
    db.select({ total: count() }).from(passagers),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      datetime_acceptation: row.datetime_acceptation?.toISOString() ?? null,
    })),
    total,
  };
}
