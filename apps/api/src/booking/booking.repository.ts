import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { enqueueAlertMatching } from '../alerts/alert-matching';
import type { DbOrTx } from '../db/client';
import {
  ecritures,
  paiements,
  passagers,
  trajets,
  utilisateurs,
  utilisateurs_infos,
} from '../db/schema';

export type TripRow = typeof trajets.$inferSelect;
export type PaymentRow = typeof paiements.$inferSelect;
export type BookingRow = typeof passagers.$inferSelect;

/** The trip row, locked until the transaction ends: seat accounting is serialised per trip. */
export async function lockTrip(tx: DbOrTx, id: number): Promise<TripRow | undefined> {
  const [row] = await tx.select().from(trajets).where(eq(trajets.id, id)).for('update');
  return row;
}

export async function findTrip(tx: DbOrTx, id: number): Promise<TripRow | undefined> {
  const [row] = await tx.select().from(trajets).where(eq(trajets.id, id));
  return row;
}

export async function addReservedSeats(tx: DbOrTx, tripId: number, delta: number): Promise<void> {
  await tx
    .update(trajets)
    .set({
      nb_places_reservees: sql`${trajets.nb_places_reservees} + ${delta}`,
      updated_at: new Date(),
    })
    .where(eq(trajets.id, tripId));
  // A seat back (cancellation, released hold): the trip may now match alerts (issue 19).
  if (delta < 0) await enqueueAlertMatching(tx, tripId);
}

/** The trip leaves search and booking (`actif = false`); bookings are handled by the caller. */
export async function markTripInactive(tx: DbOrTx, tripId: number): Promise<void> {
  await tx
    .update(trajets)
    .set({ actif: false, updated_at: new Date() })
    .where(eq(trajets.id, tripId));
}

export async function findPaymentByKey(tx: DbOrTx, userId: number, key: string) {
  const [row] = await tx
    .select()
    .from(paiements)
    .where(and(eq(paiements.utilisateur_id, userId), eq(paiements.idempotency_key, key)));
  return row;
}

export async function findPayment(tx: DbOrTx, id: number, lock = false) {
  const query = tx.select().from(paiements).where(eq(paiements.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findPaymentByBooking(tx: DbOrTx, bookingId: number) {
  const [row] = await tx
    .select()
    .from(paiements)
    .where(eq(paiements.passager_id, bookingId))
    .orderBy(desc(paiements.id))
    .limit(1);
  return row;
}

export async function insertBooking(tx: DbOrTx, values: typeof passagers.$inferInsert) {
  const [row] = await tx.insert(passagers).values(values).returning();
  return row!;
}

export async function insertPayment(tx: DbOrTx, values: typeof paiements.$inferInsert) {
  const [row] = await tx
    .insert(paiements)
    .values({ cle_retour: randomBytes(24).toString('base64url'), ...values })
    .returning();
  return row!;
}

export async function updatePayment(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof paiements.$inferInsert>,
) {
  const [row] = await tx
    .update(paiements)
    .set({ ...values, updated_at: new Date() })
    .where(eq(paiements.id, id))
    .returning();
  return row!;
}

export async function updateBooking(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof passagers.$inferInsert>,
) {
  const [row] = await tx
    .update(passagers)
    .set({ ...values, updated_at: new Date() })
    .where(eq(passagers.id, id))
    .returning();
  return row!;
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

export async function activeBookingsOfPassenger(tx: DbOrTx, tripId: number, userId: number) {
  return tx
    .select()
    .from(passagers)
    .where(
      and(
        eq(passagers.trajet_id, tripId),
        eq(passagers.utilisateur_id, userId),
        inArray(passagers.statut, ['EN_ATTENTE', 'CONFIRMEE']),
      ),
    );
}

export async function findUser(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(utilisateurs).where(eq(utilisateurs.id, id));
  return row;
}

/** Payments a user sent, and those received on the user's trips (spec §3 Payment). */
export async function listPaymentsOf(tx: DbOrTx, userId: number, statuses?: string[]) {
  const mine = or(eq(paiements.utilisateur_id, userId), eq(paiements.conducteur_id, userId));
  return tx
    .select({
      payment: paiements,
      trajet: {
        id: trajets.id,
        adresse_depart: trajets.adresse_depart,
        adresse_arrivee: trajets.adresse_arrivee,
        date: trajets.date,
      },
    })
    .from(paiements)
    .innerJoin(trajets, eq(trajets.id, paiements.trajet_id))
    .where(statuses ? and(mine, inArray(paiements.status, statuses)) : mine)
    .orderBy(desc(paiements.created_at), desc(paiements.id))
    .limit(200);
}

/** What went back to the card for each payment (ledger CARTE refunds), and when, in cents. */
export async function refundsOfPayments(tx: DbOrTx, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return tx
    .select({
      paiement_id: ecritures.paiement_id,
      total: sql<number>`sum(${ecritures.montant})::int`,
      last_at: sql<string>`max(${ecritures.created_at})`,
    })
    .from(ecritures)
    .where(
      and(
        inArray(ecritures.paiement_id, paymentIds),
        eq(ecritures.compte, 'CARTE'),
        eq(ecritures.type, 'REMBOURSEMENT'),
      ),
    )
    .groupBy(ecritures.paiement_id);
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

/** spec §6 "Payment needs a complete profile": nationality and country of residence known. */
export async function hasCompleteProfile(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: utilisateurs_infos.id })
    .from(utilisateurs_infos)
    .where(eq(utilisateurs_infos.utilisateur_id, userId))
    .limit(1);
  return row !== undefined;
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
