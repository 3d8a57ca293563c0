import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export type NextTripRow = {
  id: number;
  conducteur_id: number;
  date: string;
  heure: string;
  depart_le: Date;
  duree_secondes: number | null;
  ville_depart: string;
  ville_arrivee: string;
  adresse_depart: string;
  adresse_arrivee: string;
  /** The member's own booking on it (a passenger), or null (the driver). */
  passager_id: number | null;
  statut: 'EN_ATTENTE' | 'CONFIRMEE' | null;
  nb_places: number | null;
};

/**
 * The member's next trip, as driver or passenger: the soonest still under way (not arrived by its
 * estimated time, so the trip in progress stays « next » until its end), active, with the
 * member's booking waiting or confirmed.
 */
export async function findNextTrip(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<NextTripRow | null> {
  const result = await db.execute<NextTripRow>(sql`
    select t.id, t.utilisateur_id as conducteur_id, t.date, t.heure::text as heure, t.depart_le,
      t.duree_secondes, t.ville_depart, t.ville_arrivee, t.adresse_depart, t.adresse_arrivee,
      p.id as passager_id, p.statut, p.nb_places_reservees as nb_places
    from trajets t
    left join passagers p on p.trajet_id = t.id and p.utilisateur_id = ${userId}
      and p.statut in ('EN_ATTENTE', 'CONFIRMEE')
    where t.actif and t.is_publie
      and (t.utilisateur_id = ${userId} or p.id is not null)
      and t.depart_le + make_interval(secs => coalesce(t.duree_secondes, 0)) > ${now.toISOString()}::timestamptz
    order by t.depart_le, t.id
    limit 1`);
  return result.rows[0] ?? null;
}

export type TravellerRow = {
  utilisateur_id: number;
  prenom: string;
  nb_places: number;
  statut: 'EN_ATTENTE' | 'CONFIRMEE';
};

/** Who rides on the trip: its bookings waiting or confirmed, with first names. */
export async function findTravellers(db: DbOrTx, tripId: number): Promise<TravellerRow[]> {
  const result = await db.execute<TravellerRow>(sql`
    select p.utilisateur_id, u.prenom, p.nb_places_reservees as nb_places, p.statut
    from passagers p join utilisateurs u on u.id = p.utilisateur_id
    where p.trajet_id = ${tripId} and p.statut in ('EN_ATTENTE', 'CONFIRMEE')
    order by p.created_at, p.id`);
  return result.rows;
}

export async function findDriver(db: DbOrTx, driverId: number) {
  const result = await db.execute<{ prenom: string }>(
    sql`select prenom from utilisateurs where id = ${driverId}`,
  );
  return result.rows[0] ?? null;
}

/** The driver's first car (the one they registered first). */
export async function findFirstCar(db: DbOrTx, driverId: number) {
  const result = await db.execute<{
    marque: string;
    modele: string;
    couleur: string;
    immatriculation: string | null;
  }>(sql`
    select marque, modele, couleur, immatriculation from vehicules
    where utilisateur_id = ${driverId} order by id limit 1`);
  return result.rows[0] ?? null;
}
