import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { trajets, utilisateurs } from '../db/schema';
import { bookableTrip } from '../db/trip-availability';

export interface UpcomingTripsFilter {
  /** The town's INSEE code, as departure or arrival. */
  code: string;
  sens: 'depart' | 'arrivee';
  /** The other end of a pair. */
  otherCode?: string;
  limit: number;
  now: Date;
}

/** Bookable trips (published, active, not done, still to leave, a seat left), soonest first. */
export async function findUpcomingTrips(db: DbOrTx, filter: UpcomingTripsFilter) {
  const [here, there] =
    filter.sens === 'depart'
      ? [trajets.code_commune_depart, trajets.code_commune_arrivee]
      : [trajets.code_commune_arrivee, trajets.code_commune_depart];
  const where = and(
    eq(here, filter.code),
    filter.otherCode ? eq(there, filter.otherCode) : undefined,
    bookableTrip(filter.now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: trajets.id,
        date: trajets.date,
        heure: sql<string>`to_char(${trajets.heure}, 'HH24:MI')`,
        ville_depart: trajets.ville_depart,
        ville_arrivee: trajets.ville_arrivee,
        code_commune_depart: trajets.code_commune_depart,
        code_commune_arrivee: trajets.code_commune_arrivee,
        adresse_depart: trajets.adresse_depart,
        adresse_arrivee: trajets.adresse_arrivee,
        duree_secondes: trajets.duree_secondes,
        montant_contribution: trajets.montant_contribution,
        nb_places_proposees: trajets.nb_places_proposees,
        nb_places_reservees: trajets.nb_places_reservees,
        is_resa_automatique: trajets.is_resa_automatique,
        conducteur_id: utilisateurs.id,
        conducteur_prenom: utilisateurs.prenom,
        conducteur_avatar: utilisateurs.avatar,
        nb_avis: utilisateurs.nb_avis,
        somme_notes: utilisateurs.somme_notes,
      })
      .from(trajets)
      .innerJoin(utilisateurs, eq(utilisateurs.id, trajets.utilisateur_id))
      .where(where)
      .orderBy(asc(trajets.depart_le), asc(trajets.id))
      .limit(filter.limit),
    db.select({ total: count() }).from(trajets).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
