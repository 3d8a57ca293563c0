import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageRequest } from '@bonneroute/shared/api';
import type { ReportDecision, ReportStatus, ReportType } from '@bonneroute/shared/reports';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { signalements, signalements_contestations, utilisateurs } from '../db/schema';

export type ReportRow = typeof signalements.$inferSelect;
export type ContestationRow = typeof signalements_contestations.$inferSelect;

/** One report per member and thing: null when this member had already reported it. */
export async function insertReport(
  db: DbOrTx,
  values: typeof signalements.$inferInsert,
): Promise<ReportRow | null> {
  const [row] = await db
    .insert(signalements)
    .values(values)
    .onConflictDoNothing({
      target: [signalements.auteur_id, signalements.cible_table, signalements.cible_id],
    })
    .returning();
  return row ?? null;
}

export async function findReport(db: DbOrTx, id: number, forUpdate = false) {
  const query = db.select().from(signalements).where(eq(signalements.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The reports a member sent, and the decided ones that concern them, newest first. */
export async function listMemberReports(db: DbOrTx, userId: number, request: PageRequest) {
  const mine = or(
    eq(signalements.auteur_id, userId),
    and(eq(signalements.concerne_id, userId), isNotNull(signalements.decision)),
  );
  return selectPage(
    request,
    db
      .select()
      .from(signalements)
      .where(mine)
      .orderBy(desc(signalements.created_at), desc(signalements.id))
      .$dynamic(),
    db.select({ total: count() }).from(signalements).where(mine),
  );
}

const reporter = alias(utilisateurs, 'signaleur');
const concerned = alias(utilisateurs, 'concerne');

/** The team's queue: waiting and contested reports first, then the oldest first. */
export async function listQueue(
  db: DbOrTx,
  filters: { statut?: ReportStatus; type?: ReportType },
  request: PageRequest,
) {
  const where = and(
    filters.statut ? eq(signalements.statut, filters.statut) : undefined,
    filters.type ? eq(signalements.type, filters.type) : undefined,
  );
  const urgency = sql`CASE ${signalements.statut} WHEN 'conteste' THEN 0 WHEN 'en_attente' THEN 1 ELSE 2 END`;
  return selectPage(
    request,
    db
      .select({
        report: signalements,
        auteur: { id: reporter.id, prenom: reporter.prenom, nom: reporter.nom },
        concerne: { id: concerned.id, prenom: concerned.prenom, nom: concerned.nom },
        nb_signalements_cible: sql<number>`(SELECT count(*)::int FROM signalements s WHERE s.cible_table = ${signalements.cible_table} AND s.cible_id = ${signalements.cible_id})`,
      })
      .from(signalements)
      .leftJoin(reporter, eq(reporter.id, signalements.auteur_id))
      .leftJoin(concerned, eq(concerned.id, signalements.concerne_id))
      .where(where)
      .orderBy(urgency, asc(signalements.created_at), asc(signalements.id))
      .$dynamic(),
    db.select({ total: count() }).from(signalements).where(where),
  );
}

export async function listContestations(db: DbOrTx, reportIds: number[]) {
  if (reportIds.length === 0) return [];
  return db
    .select()
    .from(signalements_contestations)
    .where(inArray(signalements_contestations.signalement_id, reportIds))
    .orderBy(asc(signalements_contestations.created_at));
}

/**
 * Writes the decision if the report is still in `from` (en_attente, or conteste for a second
 * look): of two staff deciding at once, one wins and the other gets null.
 */
export async function claimDecision(
  db: DbOrTx,
  id: number,
  from: ReportStatus,
  values: { decision: ReportDecision; motifs: string; adminId: number; now: Date },
): Promise<ReportRow | null> {
  const [row] = await db
    .update(signalements)
    .set({
      statut: from === 'conteste' ? 'revu' : 'decide',
      decision: values.decision,
      decision_motifs: values.motifs,
      decide_le: values.now,
      decide_par: values.adminId,
    })
    .where(and(eq(signalements.id, id), eq(signalements.statut, from)))
    .returning();
  return row ?? null;
}

/** A party's one contestation: null when they had already contested. */
export async function insertContestation(
  db: DbOrTx,
  values: typeof signalements_contestations.$inferInsert,
): Promise<ContestationRow | null> {
  const [row] = await db
    .insert(signalements_contestations)
    .values(values)
    .onConflictDoNothing({
      target: [
        signalements_contestations.signalement_id,
        signalements_contestations.utilisateur_id,
      ],
    })
    .returning();
  return row ?? null;
}

export async function markContested(db: DbOrTx, id: number): Promise<void> {
  await db.update(signalements).set({ statut: 'conteste' }).where(eq(signalements.id, id));
}

export async function findContacts(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: utilisateurs.id, prenom: utilisateurs.prenom, email: utilisateurs.email })
    .from(utilisateurs)
    .where(inArray(utilisateurs.id, ids));
}
