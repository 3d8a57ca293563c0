import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { avis, utilisateurs } from '../db/schema';

export type ReviewRow = typeof avis.$inferSelect;

/** Reviews of one trip are written one at a time, so that both sides see each other's. */
export async function lockTripReviews(db: DbOrTx, tripId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(18, ${tripId})`);
}

/** The new review, or null when this author already reviewed this person for this trip. */
export async function insertReview(
  db: DbOrTx,
  values: typeof avis.$inferInsert,
): Promise<ReviewRow | null> {
  const [row] = await db
    .insert(avis)
    .values(values)
    .onConflictDoNothing({ target: [avis.trajet_id, avis.auteur_id, avis.cible_id] })
    .returning();
  return row ?? null;
}

export async function findReviewByPair(
  db: DbOrTx,
  tripId: number,
  authorId: number,
  targetId: number,
): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(avis)
    .where(
      and(eq(avis.trajet_id, tripId), eq(avis.auteur_id, authorId), eq(avis.cible_id, targetId)),
    );
  return row ?? null;
}

export async function findReview(
  db: DbOrTx,
  id: number,
  forUpdate = false,
): Promise<ReviewRow | null> {
  const query = db.select().from(avis).where(eq(avis.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Who reviewed whom on a trip (the invitations skip what is done). */
export async function listTripReviewPairs(db: DbOrTx, tripId: number) {
  return db
    .select({ auteur_id: avis.auteur_id, cible_id: avis.cible_id })
    .from(avis)
    .where(eq(avis.trajet_id, tripId));
}

/** Publishes these reviews if they are still waiting; returns those it published. */
export async function publishReviews(db: DbOrTx, ids: number[], now: Date): Promise<ReviewRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(avis)
    .set({ publie_le: now, updated_at: now })
    .where(and(inArray(avis.id, ids), isNull(avis.publie_le)))
    .returning();
}

/** Reviews whose window has closed and that are still waiting (a batch, others skipped). */
export async function publishDueReviews(
  db: DbOrTx,
  now: Date,
  limit: number,
): Promise<ReviewRow[]> {
  const due = db
    .select({ id: avis.id })
    .from(avis)
    .where(and(isNull(avis.publie_le), lte(avis.date_limite, now)))
    .orderBy(avis.date_limite)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(avis)
    .set({ publie_le: now, updated_at: now })
    .where(inArray(avis.id, due))
    .returning();
}

/**
 * The rating kept on each user (`nb_avis`, `somme_notes`): recounted from their published,
 * visible reviews. The rows are locked first, so that the recount (a new statement, a new
 * snapshot) sees what a concurrent transaction committed for the same person.
 */
export async function refreshRatings(db: DbOrTx, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await db
    .select({ id: utilisateurs.id })
    .from(utilisateurs)
    .where(inArray(utilisateurs.id, ids))
    .orderBy(utilisateurs.id)
    .for('update');
  const visible = sql`a.publie_le IS NOT NULL AND a.masque_le IS NULL`;
  await db
    .update(utilisateurs)
    .set({
      nb_avis: sql`(SELECT count(*)::int FROM avis a WHERE a.cible_id = ${utilisateurs.id} AND ${visible})`,
      somme_notes: sql`(SELECT coalesce(sum(a.note), 0)::int FROM avis a WHERE a.cible_id = ${utilisateurs.id} AND ${visible})`,
    })
    .where(inArray(utilisateurs.id, ids));
}

/** The one reply; null when there already is one. */
export async function saveReply(
  db: DbOrTx,
  id: number,
  reponse: string,
  now: Date,
): Promise<ReviewRow | null> {
  const [row] = await db
    .update(avis)
    .set({ reponse, reponse_le: now, updated_at: now })
    .where(and(eq(avis.id, id), isNull(avis.reponse)))
    .returning();
  return row ?? null;
}

/** Hides a review (moderation); null when it already is hidden. */
export async function hideReview(
  db: DbOrTx,
  id: number,
  values: { motif: string; adminId: number; now: Date },
): Promise<ReviewRow | null> {
  const [row] = await db
    .update(avis)
    .set({
      masque_le: values.now,
      masque_motif: values.motif,
      masque_par: values.adminId,
      updated_at: values.now,
    })
    .where(and(eq(avis.id, id), isNull(avis.masque_le)))
    .returning();
  return row ?? null;
}
