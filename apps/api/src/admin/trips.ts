import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminTrip } from '@bonneroute/shared/admin';
import { cancelTrip } from '../booking/cancellation.service';
import type { DbOrTx } from '../db/client';
import { trajets, utilisateurs } from '../db/schema';
import { recordAdminAction } from '../audit/audit.repository';

/** Every trip, upcoming first then the most recent past ones, page by page (spec §2). */
export async function listAdminTrips(
  db: DbOrTx,
  page: number,
  perPage: number,
): Promise<{ rows: AdminTrip[]; total: number }> {
  const upcomingFirst = sql`(${trajets.depart_le} < now())`;
  const [rows, [total]] = await Promise.all([
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
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(trajets),
  ]);
  return {
    rows: rows.map(({ prenom, nom, heure, actif, is_effectue, ...row }) => ({
      ...row,
      heure: heure.slice(0, 5),
      conducteur: `${prenom} ${nom}`,
      actif: actif ? 1 : 0,
      is_effectue: is_effectue ? 1 : 0,
    })),
    total: total?.value ?? 0,
  };
}

/**
 * The team deactivates an abusive trip: as a driver cancellation (every passenger refunded in
 * full and told, the driver told), with the audit entry in the same transaction.
 */
export async function cancelAbusiveTrip(
  app: FastifyInstance,
  adminId: number,
  tripId: number,
  motif: string,
): Promise<number> {
  const { rembourse } = await cancelTrip(app, tripId, (tx) =>
    recordAdminAction(tx, {
      auteurId: adminId,
      action: 'desactiver-trajet',
      cibleType: 'trajet',
      cibleId: tripId,
      details: { motif },
    }),
  );
  return rembourse;
}
