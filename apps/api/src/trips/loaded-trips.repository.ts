import type { Database } from '../db/client';
import type { WireTripRecord } from './to-wire';
import type { DriverRecord, PassengerRecord } from './trips.repository';

/** A trip with its driver and the passengers holding seats, read by one statement. */
export interface LoadedTrip {
  record: WireTripRecord;
  driver: DriverRecord | undefined;
  passengers: PassengerRecord[];
}

/** The trip's columns that its wire shape reads (not `t.*`: fewer values to write and parse). */
const WIRE_TRIP_COLUMNS = [
  'id',
  'utilisateur_id',
  'parent_id',
  'serie_id',
  'aller_id',
  'retour_id',
  'date',
  'heure',
  'adresse_depart',
  'adresse_arrivee',
  'adresse_depart_id',
  'adresse_arrivee_id',
  'ville_depart',
  'ville_arrivee',
  'code_commune_depart',
  'code_commune_arrivee',
  'latitude_depart',
  'longitude_depart',
  'latitude_arrivee',
  'longitude_arrivee',
  'note_depart',
  'note_arrivee',
  'duree_secondes',
  'montant_contribution',
  'nb_places_proposees',
  'nb_places_reservees',
  'is_resa_automatique',
  'is_roles_passagers',
  'roles_passagers',
  'description',
  'code_promo',
  'villes_etapes',
  'montants_etapes',
  'preferences',
  'is_publie',
  'is_effectue',
  'actif',
] as const satisfies readonly (keyof WireTripRecord)[];
// Every column the wire shape reads is listed (a missing one fails the type check).
type Unlisted = Exclude<keyof WireTripRecord, (typeof WIRE_TRIP_COLUMNS)[number]>;
const allListed: [Unlisted] extends [never] ? true : Unlisted = true;
void allListed;

/**
 * The columns of a trip `t` with its driver and its passengers (bookings holding seats, oldest
 * first) as JSON built by PostgreSQL: the trip page and the search page read their trips, drivers
 * and passengers in the statement that finds them, one round trip instead of three
 * (docs/decisions/015-search-one-round-trip.md). Extra columns are prefixed `x_`.
 */
export const LOADED_TRIP_COLUMNS = `${WIRE_TRIP_COLUMNS.map((column) => `t.${column}`).join(', ')},
  d.id as x_d_id, d.prenom as x_d_prenom, d.avatar as x_d_avatar,
  d.date_naissance as x_d_date_naissance, d.sexe as x_d_sexe, d.nb_avis as x_d_nb_avis,
  d.somme_notes as x_d_somme_notes,
  (select coalesce(json_agg(json_build_object('trajet_id', p.trajet_id, 'booking_id', p.id,
      'id', pu.id, 'prenom', pu.prenom, 'avatar', pu.avatar,
      'nb_places_reservees', p.nb_places_reservees, 'statut', p.statut,
      'pos_depart', p.pos_depart, 'pos_arrivee', p.pos_arrivee) order by p.id), '[]')
    from passagers p cross join lateral (select u.id, u.prenom, u.avatar from utilisateurs u
      where u.id = p.utilisateur_id limit 1) pu
    where p.trajet_id = t.id and p.statut in ('CONFIRMEE', 'EN_ATTENTE')) as x_passagers`;

/**
 * `from` clause joining the driver of a trip `t` (left: the page shows a trip whatever). The
 * driver and the passengers' members are looked up by key one by one (`lateral … limit 1` keeps
 * the planner from joining `utilisateurs` as a whole): the prepared statements run a generic plan,
 * which otherwise merge-joined the members' primary key index from its start, or hashed the whole
 * table, for one trip (the trip page's database time halved on the bench's data).
 */
export const DRIVER_JOIN = `left join lateral (select d.id, d.prenom, d.avatar, d.date_naissance, d.sexe,
    d.nb_avis, d.somme_notes from utilisateurs d where d.id = t.utilisateur_id limit 1) d on true`;

/** A row of LOADED_TRIP_COLUMNS → the trip record (its wire columns), driver, passengers. */
export function toLoadedTrip(row: Record<string, unknown>): LoadedTrip {
  const record: Record<string, unknown> = {};
  for (const key in row) if (!key.startsWith('x_')) record[key] = row[key];
  return {
    record: record as WireTripRecord,
    driver:
      row.x_d_id === null
        ? undefined
        : {
            id: row.x_d_id as number,
            prenom: row.x_d_prenom as string,
            avatar: row.x_d_avatar as string | null,
            date_naissance: row.x_d_date_naissance as string | null,
            sexe: row.x_d_sexe as string,
            nb_avis: row.x_d_nb_avis as number,
            somme_notes: row.x_d_somme_notes as number,
          },
    passengers: row.x_passagers as PassengerRecord[],
  };
}

const tripPageStatement = `select ${LOADED_TRIP_COLUMNS} from trajets t ${DRIVER_JOIN} where t.id = $1::int`;

/** The trip page: trip, driver and passengers in one prepared statement. */
export async function findLoadedTrip(db: Database, id: number): Promise<LoadedTrip | undefined> {
  const result = await db.$client.query({
    name: 'trip_page',
    text: tripPageStatement,
    values: [id],
  });
  const row = result.rows[0] as Record<string, unknown> | undefined;
  return row ? toLoadedTrip(row) : undefined;
}
