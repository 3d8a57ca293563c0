import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { passagers, trajets, utilisateurs } from '../db/schema';
import { type TripRow } from '../money';

export async function findTrip(tx: DbOrTx, id: number): Promise<TripRow | undefined> {
  const [row] = await tx.select().from(trajets).where(eq(trajets.id, id));
  return row;
}

/** The trip leaves search and booking (`actif = false`); bookings are handled by the caller. */
export async function markTripInactive(tx: DbOrTx, tripId: number): Promise<void> {
  await tx
    .update(trajets)
    .set({ actif: false, updated_at: new Date() })
    .where(eq(trajets.id, tripId));
}

export async function findBooking(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(passagers).where(eq(passagers.id, id));
  return row;
}

/** Bookings holding seats on a trip (not cancelled, refused or failed). */
export const SEAT_HOLDING = ['EN_COURS_PAIEMENT', 'EN_ATTENTE', 'CONFIRMEE'];

export async function activeBookingsOfTrip(tx: DbOrTx, tripId: number) {
  return tx
    .select()
    .from(passagers)
    .where(and(eq(passagers.trajet_id, tripId), inArray(passagers.statut, SEAT_HOLDING)));
}

/** Manual requests and bookings on a trip, for the driver's "Gestion passagers". */
export async function listRequestsOfTrip(tx: DbOrTx, tripId: number) {
  return tx
    .select({
      id: passagers.id,
      trajet_id: passagers.trajet_id,
      prenom: utilisateurs.prenom,
      nom: utilisateurs.nom,
      nb_places_reservees: passagers.nb_places_reservees,
      statut: passagers.statut,
      created_at: passagers.created_at,
      datetime_acceptation: passagers.datetime_acceptation,
    })
    .from(passagers)
    .innerJoin(utilisateurs, eq(utilisateurs.id, passagers.utilisateur_id))
    .where(
      and(eq(passagers.trajet_id, tripId), inArray(passagers.statut, ['EN_ATTENTE', 'CONFIRMEE'])),
    )
    .orderBy(passagers.created_at);
}

export async function setTripPromoCode(tx: DbOrTx, tripId: number, code: string): Promise<void> {
  await tx
    .update(trajets)
    .set({ code_promo: code, updated_at: new Date() })
    .where(eq(trajets.id, tripId));
}

/** Distinct passengers with a confirmed booking on a trip. */
export async function countConfirmedRiders(tx: DbOrTx, tripId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${passagers.utilisateur_id})::int` })
    .from(passagers)
    .where(and(eq(passagers.trajet_id, tripId), eq(passagers.statut, 'CONFIRMEE')));
  return row?.n ?? 0;
}

/** Active trips not yet done whose arrival (departure + duration) is more than `afterSeconds` old. */
export async function findTripsArrivedBefore(
  db: DbOrTx,
  now: Date,
  afterSeconds: number,
  limit: number,
): Promise<{ id: number }[]> {
  return db
    .select({ id: trajets.id })
    .from(trajets)
    .where(
      and(
        eq(trajets.actif, true),
        eq(trajets.is_effectue, false),
        sql`${trajets.depart_le} + make_interval(secs => coalesce(${trajets.duree_secondes}, 0) + ${afterSeconds}) < ${now}`,
      ),
    )
    .limit(limit);
}

export async function markTripDone(tx: DbOrTx, tripId: number): Promise<void> {
  await tx
    .update(trajets)
    .set({ is_effectue: true, updated_at: new Date() })
    .where(eq(trajets.id, tripId));
}
