import { count, desc, eq, sql } from 'drizzle-orm';
import type { AdminTrip } from '@bonneroute/shared/admin';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { trajets, utilisateurs } from '../db/schema';

/** Every trip, upcoming first then the most recent past ones, page by page (docs/product/admin.md). */
export async function listAdminTrips(
  db: DbOrTx,
  request: PageRequest,
): Promise<{ rows: AdminTrip[]; total: number }> {
  const upcomingFirst = sql`(${trajets.depart_le} < now())`;
  const { rows, total } = await selectPage(
    request,
    db
      .select({
        id: trajets.id,
        date: trajets.date,
        heure: trajets.heure,
        ville_depart: trajets.ville_depart,
        ville_arrivee: trajets.ville_arrivee,
        conducteur_id: trajets.utilisateur_id,
        prenom: utilisateurs.prenom,
        nom: utilisateurs.nom,
        montant_contribution: trajets.montant_contribution,
        nb_places_proposees: trajets.nb_places_proposees,
        nb_places_reservees: trajets.nb_places_reservees,
        actif: trajets.actif,
        is_effectue: trajets.is_effectue,
      })
      .from(trajets)
      .innerJoin(utilisateurs, eq(utilisateurs.id, trajets.utilisateur_id))
      .orderBy(
        upcomingFirst,
        sql`abs(extract(epoch from ${trajets.depart_le} - now()))`,
        desc(trajets.id),
      )
      .$dynamic(),
    db.select({ total: count() }).from(trajets),
  );
  return {
    rows: rows.map(({ prenom, nom, heure, actif, is_effectue, ...row }) => ({
      ...row,
      heure: heure.slice(0, 5),
      conducteur: `${prenom} ${nom}`,
      actif: actif ? 1 : 0,
      is_effectue: is_effectue ? 1 : 0,
    })),
    total,
  };
}
