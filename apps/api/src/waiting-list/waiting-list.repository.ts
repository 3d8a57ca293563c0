import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { listesAttente, utilisateurs } from '../db/schema';

export type WaitingListRow = typeof listesAttente.$inferSelect;
const OPEN = ['EN_ATTENTE', 'PRIORITE'];

/** The member's open entry on a trip (waiting or holding a priority). */
export async function findOpenEntry(db: DbOrTx, tripId: number, userId: number) {
  const [row] = await db
    .select()
    .from(listesAttente)
    .where(
      and(
        eq(listesAttente.trajet_id, tripId),
        eq(listesAttente.utilisateur_id, userId),
        inArray(listesAttente.statut, OPEN),
      ),
    );
  return row;
}

export async function findEntry(db: DbOrTx, id: number) {
  const [row] = await db.select().from(listesAttente).where(eq(listesAttente.id, id));
  return row;
}

/** A new entry; none when the member already has an open one (the unique index decides). */
export async function insertEntry(db: DbOrTx, values: typeof listesAttente.$inferInsert) {
  const [row] = await db.insert(listesAttente).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateEntry(
  db: DbOrTx,
  id: number,
  values: Partial<typeof listesAttente.$inferInsert>,
) {
  const [row] = await db
    .update(listesAttente)
    .set({ ...values, updated_at: new Date() })
    .where(eq(listesAttente.id, id))
    .returning();
  return row!;
}

/** 1 for the first in line: open entries joined before this one, plus one. */
export async function rankOf(db: DbOrTx, entry: Pick<WaitingListRow, 'id' | 'trajet_id'>) {
  const [row] = await db
    .select({ rang: sql<number>`count(*)::int` })
    .from(listesAttente)
    .where(
      and(
        eq(listesAttente.trajet_id, entry.trajet_id),
        inArray(listesAttente.statut, OPEN),
        lte(listesAttente.id, entry.id),
      ),
    );
  return Number(row?.rang ?? 1);
}

/** A trip's members still waiting, first in line first. */
export async function waitingEntries(db: DbOrTx, tripId: number) {
  return db
    .select()
    .from(listesAttente)
    .where(and(eq(listesAttente.trajet_id, tripId), eq(listesAttente.statut, 'EN_ATTENTE')))
    .orderBy(asc(listesAttente.id));
}

export async function findMember(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: utilisateurs.id, email: utilisateurs.email, prenom: utilisateurs.prenom })
    .from(utilisateurs)
    .where(eq(utilisateurs.id, id));
  return row;
}

/** Lists of trips gone (departed, cancelled, done) close: their open entries expire. */
export async function expireClosedLists(db: DbOrTx, now: Date): Promise<number> {
  const result = await db.execute(sql`
    UPDATE listes_attente l SET statut = 'EXPIREE', priorite_jusqu_a = NULL, updated_at = ${now}
      FROM trajets t
     WHERE t.id = l.trajet_id AND l.statut IN ('EN_ATTENTE', 'PRIORITE')
       AND (t.depart_le <= ${now} OR NOT t.actif OR t.is_effectue)`);
  return result.rowCount ?? 0;
}

/** The member already holds seats on the trip (being paid, waiting for the driver, confirmed). */
export async function holdsBooking(db: DbOrTx, tripId: number, userId: number) {
  const result = await db.execute(sql`
    select 1 from passagers where trajet_id = ${tripId} and utilisateur_id = ${userId}
      and statut in ('EN_COURS_PAIEMENT', 'EN_ATTENTE', 'CONFIRMEE') limit 1`);
  return result.rows.length > 0;
}
