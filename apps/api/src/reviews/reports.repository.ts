import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { avis, avis_signalements, utilisateurs } from '../db/schema';

/** One report per member and review; false when this member had already reported it. */
export async function insertReport(
  db: DbOrTx,
  values: { avis_id: number; utilisateur_id: number; motif: string },
): Promise<boolean> {
  const rows = await db
    .insert(avis_signalements)
    .values(values)
    .onConflictDoNothing({ target: [avis_signalements.avis_id, avis_signalements.utilisateur_id] })
    .returning({ id: avis_signalements.id });
  return rows.length > 0;
}

const openReport = isNull(avis_signalements.traite_le);

/** Reviews with open reports, still visible, the most recently reported first. */
export async function listReportedReviewIds(
  db: DbOrTx,
  request: PageRequest,
): Promise<{ ids: number[]; total: number }> {
  const where = and(openReport, isNull(avis.masque_le));
  const { rows, total } = await selectPage(
    request,
    db
      .select({ id: avis_signalements.avis_id, dernier: max(avis_signalements.created_at) })
      .from(avis_signalements)
      .innerJoin(avis, eq(avis.id, avis_signalements.avis_id))
      .where(where)
      .groupBy(avis_signalements.avis_id)
      .orderBy(desc(max(avis_signalements.created_at)), desc(avis_signalements.avis_id))
      .$dynamic(),
    db
      .select({ total: sql<number>`count(distinct ${avis_signalements.avis_id})::int` })
      .from(avis_signalements)
      .innerJoin(avis, eq(avis.id, avis_signalements.avis_id))
      .where(where),
  );
  return { ids: rows.map((row) => row.id), total };
}

/** The open reports of these reviews, with who sent them, oldest first. */
export async function listOpenReports(db: DbOrTx, reviewIds: number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      id: avis_signalements.id,
      avis_id: avis_signalements.avis_id,
      prenom: utilisateurs.prenom,
      nom: utilisateurs.nom,
      motif: avis_signalements.motif,
      created_at: avis_signalements.created_at,
    })
    .from(avis_signalements)
    .innerJoin(utilisateurs, eq(utilisateurs.id, avis_signalements.utilisateur_id))
    .where(and(inArray(avis_signalements.avis_id, reviewIds), openReport))
    .orderBy(asc(avis_signalements.created_at), asc(avis_signalements.id));
}

/** The team has decided on a review: its open reports are closed. Returns how many. */
export async function closeReports(
  db: DbOrTx,
  reviewId: number,
  adminId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(avis_signalements)
    .set({ traite_le: now, traite_par: adminId })
    .where(and(eq(avis_signalements.avis_id, reviewId), openReport))
    .returning({ id: avis_signalements.id });
  return rows.length;
}
