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
  code_commune_depart: string;
  code_commune_arrivee: string;
  note_depart: string | null;
  note_arrivee: string | null;
  latitude_depart: number;
  longitude_depart: number;
  latitude_arrivee: number;
  longitude_arrivee: number;
  villes_etapes: unknown;
  pos_depart: number | null;
  pos_arrivee: number | null;
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
      t.code_commune_depart, t.code_commune_arrivee, t.note_depart, t.note_arrivee,
      t.latitude_depart, t.longitude_depart, t.latitude_arrivee, t.longitude_arrivee,
      t.villes_etapes, p.pos_depart, p.pos_arrivee,
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

/** Members to remind of a trip leaving in 20 to 28 hours, not reminded yet (trip-reminder.ts). */
export async function findTomorrowsReminders(db: DbOrTx, now = new Date()) {
  const from = new Date(now.getTime() + 20 * 3600_000).toISOString();
  const to = new Date(now.getTime() + 28 * 3600_000).toISOString();
  const result = await db.execute<{
    utilisateur_id: number;
    trajet_id: number;
    details: string;
  }>(sql`
    with partants as (
      select t.id, t.utilisateur_id, t.ville_depart, t.ville_arrivee, t.heure from trajets t
      where t.actif and t.is_publie and t.depart_le >= ${from}::timestamptz
        and t.depart_le < ${to}::timestamptz
        and exists (select 1 from passagers p where p.trajet_id = t.id and p.statut = 'CONFIRMEE')
    ), concernes as (
      select id as trajet_id, utilisateur_id, ville_depart, ville_arrivee, heure from partants
      union
      select t.id, p.utilisateur_id, t.ville_depart, t.ville_arrivee, t.heure
      from partants t join passagers p on p.trajet_id = t.id and p.statut = 'CONFIRMEE'
    )
    select c.utilisateur_id, c.trajet_id,
      c.ville_depart || ' → ' || c.ville_arrivee || ', départ à ' || to_char(c.heure, 'HH24 "h" MI') as details
    from concernes c
    where not exists (
      select 1 from notifications n
      where n.utilisateur_id = c.utilisateur_id and n.trajet_id = c.trajet_id
        and n.type_notif_code = 'RAPPEL_VEILLE')
    order by c.trajet_id, c.utilisateur_id`);
  return result.rows;
}
