import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { normalisePromoCode } from '@bonneroute/shared/booking';
import type { DbOrTx } from '../db/client';
import { codesPromo, offres_decouverte } from '../db/schema';

/**
 * Promo codes' SQL, in one place. A code's uses are never a counter of their own:
 * they are its reservations that still count (RESERVE, then ACCORDE once the trip earned the
 * bonus); a reservation released (trip cancelled or deactivated) or not eligible frees its place.
 */
export const COUNTING_RESERVATIONS = ['RESERVE', 'ACCORDE'];

/** The uses of the code `codes_promo c` (a correlated subquery for lists). */
export const usesOfCode = sql<number>`(
  SELECT count(*)::int FROM offres_decouverte o
   WHERE o.code = c.code AND o.statut IN ('RESERVE', 'ACCORDE'))`;

/** A promo code usable now: active, within its dates, uses left. Codes ignore case. */
export async function findValidPromo(db: DbOrTx, code: string, now: Date) {
  const normalised = normalisePromoCode(code);
  const [row] = await db
    .select()
    .from(codesPromo)
    .where(
      and(
        eq(codesPromo.code, normalised),
        eq(codesPromo.actif, true),
        or(isNull(codesPromo.valide_du), lte(codesPromo.valide_du, now)),
        or(isNull(codesPromo.valide_au), gt(codesPromo.valide_au, now)),
        or(
          isNull(codesPromo.nb_utilisations_max),
          sql`(SELECT count(*) FROM ${offres_decouverte}
                WHERE ${offres_decouverte.code} = ${normalised}
                  AND ${offres_decouverte.statut} IN ('RESERVE', 'ACCORDE'))
              < ${codesPromo.nb_utilisations_max}`,
        ),
      ),
    )
    .limit(1);
  return row;
}

export async function findPromo(db: DbOrTx, code: string) {
  const [row] = await db.select().from(codesPromo).where(eq(codesPromo.code, code));
  return row;
}

export async function insertPromo(db: DbOrTx, values: typeof codesPromo.$inferInsert) {
  const [row] = await db
    .insert(codesPromo)
    .values({ ...values, code: normalisePromoCode(values.code) })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Every reservation of a place goes through this lock: two drivers never get the last one. */
export async function lockPromoReservations(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('codes-promo'))`);
}

/** A code's uses, and what one driver already got from it (cents), from the rows. */
export async function promoUsage(tx: DbOrTx, code: string, userId: number) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`coalesce(sum(${offres_decouverte.montant}) filter (where ${offres_decouverte.utilisateur_id} = ${userId}), 0)::int`,
    })
    .from(offres_decouverte)
    .where(
      and(
        inArray(offres_decouverte.statut, COUNTING_RESERVATIONS),
        eq(offres_decouverte.code, code),
      ),
    );
  return row ?? { total: 0, mine: 0 };
}

/** The trip's reservation that still counts, if any. */
export async function findCountingReservation(tx: DbOrTx, tripId: number) {
  const [row] = await tx
    .select()
    .from(offres_decouverte)
    .where(
      and(
        eq(offres_decouverte.trajet_id, tripId),
        inArray(offres_decouverte.statut, COUNTING_RESERVATIONS),
      ),
    );
  return row;
}

/** Reserves a place for a trip; a trip whose earlier reservation was released reserves again. */
export async function insertReservation(
  tx: DbOrTx,
  values: { trajet_id: number; utilisateur_id: number; code: string; montant: number },
) {
  await tx
    .insert(offres_decouverte)
    .values(values)
    .onConflictDoUpdate({
      target: offres_decouverte.trajet_id,
      set: {
        utilisateur_id: values.utilisateur_id,
        code: values.code,
        montant: values.montant,
        statut: 'RESERVE',
        updated_at: new Date(),
      },
    });
}

export async function setReservationStatus(
  tx: DbOrTx,
  tripId: number,
  from: string,
  to: 'ACCORDE' | 'NON_ELIGIBLE' | 'LIBERE',
) {
  const [row] = await tx
    .update(offres_decouverte)
    .set({ statut: to, updated_at: new Date() })
    .where(and(eq(offres_decouverte.trajet_id, tripId), eq(offres_decouverte.statut, from)))
    .returning();
  return row;
}
