import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { otps_mobiles, telephones, utilisateurs } from '../db/schema';

export type OtpRow = typeof otps_mobiles.$inferSelect;

/** A new number replaces the old one and is unverified until its code is typed. */
export async function saveUnverifiedPhone(db: DbOrTx, userId: number, numero: string) {
  await db
    .insert(telephones)
    .values({ utilisateur_id: userId, numero })
    .onConflictDoUpdate({
      target: telephones.utilisateur_id,
      set: { numero, verifie_le: null, updated_at: new Date() },
    });
}

export async function insertOtp(
  db: DbOrTx,
  values: { utilisateur_id: number; numero: string; token: string; expire_le: Date },
): Promise<OtpRow> {
  const [row] = await db.insert(otps_mobiles).values(values).returning();
  return row!;
}

/** Codes issued to the user since `since` (the daily SMS quota). */
export async function countCodesSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otps_mobiles)
    .where(and(eq(otps_mobiles.utilisateur_id, userId), gt(otps_mobiles.created_at, since)));
  return row?.n ?? 0;
}

export async function markOtpSent(db: DbOrTx, otpId: number) {
  await db.update(otps_mobiles).set({ sent: true }).where(eq(otps_mobiles.id, otpId));
}

/** The newest code not yet used for that number. */
export async function findPendingOtp(db: DbOrTx, userId: number, numero: string) {
  const [row] = await db
    .select()
    .from(otps_mobiles)
    .where(
      and(
        eq(otps_mobiles.utilisateur_id, userId),
        eq(otps_mobiles.numero, numero),
        isNull(otps_mobiles.utilise_le),
      ),
    )
    .orderBy(desc(otps_mobiles.id))
    .limit(1);
  return row;
}

/** The end of a running lock on any of the user's codes (a new number does not lift it). */
export async function findActiveLock(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ until: otps_mobiles.bloque_jusqu_au })
    .from(otps_mobiles)
    .where(
      and(eq(otps_mobiles.utilisateur_id, userId), gt(otps_mobiles.bloque_jusqu_au, new Date())),
    )
    .orderBy(desc(otps_mobiles.bloque_jusqu_au))
    .limit(1);
  return row?.until ?? null;
}

/**
 * Takes one attempt at the code before it is compared: one UPDATE, so parallel
 * requests queue on the row and see each other's count. The attempt that reaches `maxAttempts`
 * sets the lock at once; while it runs no attempt is granted (null). A right code lifts the lock
 * it may have set (`markPhoneVerified`).
 */
export async function takeCodeAttempt(
  db: DbOrTx,
  otpId: number,
  maxAttempts: number,
  lockUntil: Date,
): Promise<{ tentatives: number; locked: boolean } | null> {
  const [row] = await db
    .update(otps_mobiles)
    .set({
      tentatives: sql`${otps_mobiles.tentatives} + 1`,
      bloque_jusqu_au: sql`case when ${otps_mobiles.tentatives} + 1 >= ${maxAttempts} then ${lockUntil.toISOString()}::timestamptz else ${otps_mobiles.bloque_jusqu_au} end`,
    })
    .where(
      and(
        eq(otps_mobiles.id, otpId),
        or(isNull(otps_mobiles.bloque_jusqu_au), lte(otps_mobiles.bloque_jusqu_au, sql`now()`)),
      ),
    )
    .returning({ tentatives: otps_mobiles.tentatives });
  if (!row) return null;
  return { tentatives: row.tentatives, locked: row.tentatives >= maxAttempts };
}

export async function markPhoneVerified(db: DbOrTx, userId: number, otpId: number) {
  const now = new Date();
  await db
    .update(otps_mobiles)
    .set({ utilise_le: now, bloque_jusqu_au: null })
    .where(eq(otps_mobiles.id, otpId));
  await db
    .update(telephones)
    .set({ verifie_le: now, updated_at: now })
    .where(eq(telephones.utilisateur_id, userId));
}

/** docs/product/user-space.md Admin OTP list (id, prenom, nom, numero, token, sent), newest first. */
export async function listOtps(db: DbOrTx, limit = 100) {
  return db
    .select({
      id: otps_mobiles.id,
      prenom: utilisateurs.prenom,
      nom: utilisateurs.nom,
      numero: otps_mobiles.numero,
      token: otps_mobiles.token,
      sent: otps_mobiles.sent,
      expire_le: otps_mobiles.expire_le,
    })
    .from(otps_mobiles)
    .innerJoin(utilisateurs, eq(utilisateurs.id, otps_mobiles.utilisateur_id))
    .where(and(isNull(otps_mobiles.utilise_le), gt(otps_mobiles.expire_le, new Date())))
    .orderBy(desc(otps_mobiles.id))
    .limit(limit);
}

export async function findOtp(db: DbOrTx, otpId: number) {
  const [row] = await db.select().from(otps_mobiles).where(eq(otps_mobiles.id, otpId)).limit(1);
  return row;
}
