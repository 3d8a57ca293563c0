import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { passagers, telephones, trajets, utilisateurs } from '../db/schema';

export type TripInsert = typeof trajets.$inferInsert;
export type TripRecord = typeof trajets.$inferSelect;

export interface DriverRecord {
  id: number;
  prenom: string;
  avatar: string | null;
  date_naissance: string | null;
  sexe: string;
  /** The kept rating: published, visible reviews received. */
  nb_avis: number;
  somme_notes: number;
}

export interface PassengerRecord {
  trajet_id: number;
  booking_id: number;
  id: number;
  prenom: string;
  avatar: string | null;
  nb_places_reservees: number;
  statut: string;
  /** The booking's stops (docs/decisions/028-seats-per-leg.md); null: the whole route. */
  pos_depart: number | null;
  pos_arrivee: number | null;
}

/** Bookings that hold seats (a refused or cancelled one does not). */
export const ACTIVE_BOOKING_STATUSES = ['CONFIRMEE', 'EN_ATTENTE'];
/** Bookings a passenger follows in My trips: those that held seats at some point. */
export const FOLLOWED_BOOKING_STATUSES = [
  ...ACTIVE_BOOKING_STATUSES,
  'REFUSEE',
  'EXPIREE',
  'ANNULEE',
];

export type ViewerBookingRecord = {
  id: number;
  trajet_id: number;
  nb_places_reservees: number;
  statut: string;
  created_at: Date | string;
  paiement_statut: string | null;
  montant_paye: number;
  rembourse: number;
  date_remboursement: Date | string | null;
  modification_importante_le: Date | string | null;
};

/**
 * The viewer's own bookings on these trips with their payment: what the card was charged (or
 * holds) and what went back to it, from the ledger (CARTE refunds), newest booking first.
 */
export async function findViewerBookings(
  db: DbOrTx,
  tripIds: number[],
  viewerId: number,
): Promise<ViewerBookingRecord[]> {
  if (tripIds.length === 0) return [];
  const result = await db.execute<ViewerBookingRecord>(sql`
    SELECT p.id, p.trajet_id, p.nb_places_reservees, p.statut, p.created_at,
           p.modification_importante_le, pay.status AS paiement_statut,
           CASE WHEN pay.status IN ('PAIEMENT_REUSSI', 'EN_ATTENTE', 'REMBOURSE', 'REMBOURSE_PARTIELLEMENT')
                THEN pay.montant + pay.fees ELSE 0 END::int AS montant_paye,
           coalesce(refund.total, 0)::int AS rembourse,
           refund.last_at AS date_remboursement
      FROM passagers p
      LEFT JOIN LATERAL (
        SELECT id, status, montant, fees FROM paiements
         WHERE paiements.passager_id = p.id ORDER BY id DESC LIMIT 1
      ) pay ON true
      LEFT JOIN LATERAL (
        SELECT sum(montant) AS total, max(created_at) AS last_at FROM ecritures
         WHERE ecritures.paiement_id = pay.id AND compte = 'CARTE' AND type = 'REMBOURSEMENT'
      ) refund ON true
     WHERE p.utilisateur_id = ${viewerId}
       AND p.trajet_id IN (${sql.join(
         tripIds.map((id) => sql`${id}`),
         sql`, `,
       )})
       AND p.statut IN (${sql.join(
         FOLLOWED_BOOKING_STATUSES.map((statut) => sql`${statut}`),
         sql`, `,
       )})
     ORDER BY p.id DESC`);
  return result.rows;
}

/** A member's mobile once its SMS code was typed (E.164), else null: never an unchecked number. */
export async function findVerifiedPhone(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ numero: telephones.numero })
    .from(telephones)
    .where(and(eq(telephones.utilisateur_id, userId), isNotNull(telephones.verifie_le)))
    .limit(1);
  return row?.numero ?? null;
}

/** The verified mobiles of these members, by member id (a member without one is absent). */
export async function findVerifiedPhones(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ utilisateur_id: telephones.utilisateur_id, numero: telephones.numero })
    .from(telephones)
    .where(and(inArray(telephones.utilisateur_id, userIds), isNotNull(telephones.verifie_le)));
  return new Map(rows.map((row) => [row.utilisateur_id, row.numero]));
}

/** Serialises a driver's publications (transaction-scoped advisory lock). */
export async function lockDriver(db: DbOrTx, driverId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(6, ${driverId})`);
}

// The trip page and the search read these on every request: prepared statements (db/prepared.ts),
// the ids as one array parameter so that the statement is the same whatever their number.
const idsParam = sql`(${sql.placeholder('ids')})::int[]`;

const tripByIdQuery = (db: DbOrTx) =>
  db
    .select()
    .from(trajets)
    .where(eq(trajets.id, sql.placeholder('id')))
    .prepare('trip_by_id');

const driversQuery = (db: DbOrTx) =>
  db
    .select({
      id: utilisateurs.id,
      prenom: utilisateurs.prenom,
      avatar: utilisateurs.avatar,
      date_naissance: utilisateurs.date_naissance,
      sexe: utilisateurs.sexe,
      nb_avis: utilisateurs.nb_avis,
      somme_notes: utilisateurs.somme_notes,
    })
    .from(utilisateurs)
    .where(sql`${utilisateurs.id} = any(${idsParam})`)
    .prepare('trip_drivers');

const passengersQuery = (db: DbOrTx) =>
  db
    .select({
      trajet_id: passagers.trajet_id,
      booking_id: passagers.id,
      id: utilisateurs.id,
      prenom: utilisateurs.prenom,
      avatar: utilisateurs.avatar,
      nb_places_reservees: passagers.nb_places_reservees,
      statut: passagers.statut,
      pos_depart: passagers.pos_depart,
      pos_arrivee: passagers.pos_arrivee,
    })
    .from(passagers)
    .innerJoin(utilisateurs, eq(utilisateurs.id, passagers.utilisateur_id))
    .where(
      and(
        sql`${passagers.trajet_id} = any(${idsParam})`,
        inArray(passagers.statut, ACTIVE_BOOKING_STATUSES),
      ),
    )
    .orderBy(asc(passagers.id))
    .prepare('trip_passengers');

export async function findTripRecord(db: DbOrTx, id: number, forUpdate = false) {
  if (forUpdate) {
    const [row] = await db.select().from(trajets).where(eq(trajets.id, id)).for('update');
    return row;
  }
  const [row] = await prepared(db, 'trip_by_id', tripByIdQuery).execute({ id });
  return row;
}

export async function findDrivers(db: DbOrTx, ids: number[]): Promise<DriverRecord[]> {
  if (ids.length === 0) return [];
  return prepared(db, 'trip_drivers', driversQuery).execute({ ids });
}

export async function findPassengers(db: DbOrTx, tripIds: number[]): Promise<PassengerRecord[]> {
  if (tripIds.length === 0) return [];
  return prepared(db, 'trip_passengers', passengersQuery).execute({ ids: tripIds });
}

export async function countConfirmedBookings(db: DbOrTx, tripId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(passagers)
    .where(and(eq(passagers.trajet_id, tripId), eq(passagers.statut, 'CONFIRMEE')));
  return row?.total ?? 0;
}

export async function updateTripRecord(db: DbOrTx, id: number, values: Partial<TripInsert>) {
  const [row] = await db
    .update(trajets)
    .set({ ...values, updated_at: new Date() })
    .where(eq(trajets.id, id))
    .returning();
  return row!;
}
