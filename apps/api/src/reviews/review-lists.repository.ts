import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageRequest } from '@bonneroute/shared/api';
import type { ReviewRole } from '@bonneroute/shared/reviews';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { avis, trajets, utilisateurs } from '../db/schema';

const author = alias(utilisateurs, 'auteur');
const target = alias(utilisateurs, 'cible');

/** A review with its trip and both people; `signale`: the viewer has reported it. */
function selectDetailed(db: DbOrTx, viewerId: number | null) {
  return db
    .select({
      avis,
      trajet: {
        id: trajets.id,
        ville_depart: trajets.ville_depart,
        ville_arrivee: trajets.ville_arrivee,
        date: trajets.date,
        conducteur_id: trajets.utilisateur_id,
      },
      auteur: { id: author.id, prenom: author.prenom, nom: author.nom, avatar: author.avatar },
      cible: { id: target.id, prenom: target.prenom, nom: target.nom, avatar: target.avatar },
      signale:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from avis_signalements s where s.avis_id = ${avis.id} and s.utilisateur_id = ${viewerId})`,
    })
    .from(avis)
    .innerJoin(trajets, eq(trajets.id, avis.trajet_id))
    .innerJoin(author, eq(author.id, avis.auteur_id))
    .innerJoin(target, eq(target.id, avis.cible_id));
}

export type DetailedReview = NonNullable<Awaited<ReturnType<typeof findDetailedReview>>>;

export async function findDetailedReview(db: DbOrTx, id: number, viewerId: number | null) {
  const [row] = await selectDetailed(db, viewerId).where(eq(avis.id, id));
  return row ?? null;
}

export async function findDetailedReviews(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return (await selectDetailed(db, null).where(inArray(avis.id, ids))) as DetailedReview[];
}

const visible = and(isNotNull(avis.publie_le), isNull(avis.masque_le));

async function pageOf(
  db: DbOrTx,
  where: SQL | undefined,
  viewerId: number | null,
  order: SQL[],
  request: PageRequest,
) {
  const { rows, total } = await selectPage(
    request,
    selectDetailed(db, viewerId)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ total: count() }).from(avis).where(where),
  );
  return { rows: rows as DetailedReview[], total };
}

/** The published, visible reviews a person received, newest first (profile, « Reçus »). */
export function listPublishedReviewsOf(
  db: DbOrTx,
  targetId: number,
  viewerId: number | null,
  request: PageRequest,
) {
  return pageOf(
    db,
    and(eq(avis.cible_id, targetId), visible),
    viewerId,
    [desc(avis.publie_le), desc(avis.id)],
    request,
  );
}

/** Reviews received that are not public yet (double-blind): only their number is told. */
export async function countWaitingReceived(db: DbOrTx, targetId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(avis)
    .where(and(eq(avis.cible_id, targetId), isNull(avis.publie_le), isNull(avis.masque_le)));
  return row?.n ?? 0;
}

/** Every review the user wrote, published or not, newest first. */
export function listGivenReviews(db: DbOrTx, authorId: number, request: PageRequest) {
  return pageOf(
    db,
    eq(avis.auteur_id, authorId),
    null,
    [desc(avis.created_at), desc(avis.id)],
    request,
  );
}

export interface ReviewToWriteRow {
  trajet_id: number;
  ville_depart: string;
  ville_arrivee: string;
  date: string;
  heure: string;
  date_limite: Date;
  arrivee_le: Date;
  cible_id: number;
  prenom: string;
  avatar: string | null;
  role_cible: ReviewRole;
  avis_recu_en_attente: boolean;
}

/**
 * The people the user travelled with on a done trip whose window is still open and has not
 * reviewed yet, the closest deadline first.
 */
export async function listReviewsToWrite(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<ReviewToWriteRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    WITH mes_trajets AS (
      SELECT t.id FROM trajets t
      WHERE t.utilisateur_id = ${userId} AND t.actif AND t.is_effectue
      UNION
      SELECT p.trajet_id FROM passagers p JOIN trajets t ON t.id = p.trajet_id
      WHERE p.utilisateur_id = ${userId} AND p.statut = 'CONFIRMEE' AND t.actif AND t.is_effectue
    ), ouverts AS (
      SELECT f.trajet_id, f.date_limite, f.arrivee_le FROM avis_fenetres f
      JOIN mes_trajets m ON m.id = f.trajet_id
      WHERE f.date_limite > ${now.toISOString()}
    ), voyageurs AS (
      SELECT o.trajet_id, t.utilisateur_id AS cible_id, 'CONDUCTEUR' AS role_cible
      FROM ouverts o JOIN trajets t ON t.id = o.trajet_id
      UNION
      SELECT o.trajet_id, p.utilisateur_id, 'PASSAGER'
      FROM ouverts o JOIN passagers p ON p.trajet_id = o.trajet_id AND p.statut = 'CONFIRMEE'
    )
    SELECT v.trajet_id, t.ville_depart, t.ville_arrivee, t.date::text AS date,
      to_char(t.heure, 'HH24:MI') AS heure, o.date_limite, o.arrivee_le,
      v.cible_id, u.prenom, u.avatar, v.role_cible,
      EXISTS (SELECT 1 FROM avis r WHERE r.trajet_id = v.trajet_id AND r.auteur_id = v.cible_id
        AND r.cible_id = ${userId} AND r.publie_le IS NULL) AS avis_recu_en_attente
    FROM voyageurs v
    JOIN ouverts o ON o.trajet_id = v.trajet_id
    JOIN trajets t ON t.id = v.trajet_id
    JOIN utilisateurs u ON u.id = v.cible_id
    WHERE v.cible_id <> ${userId}
      AND NOT EXISTS (SELECT 1 FROM avis a WHERE a.trajet_id = v.trajet_id
        AND a.auteur_id = ${userId} AND a.cible_id = v.cible_id)
    ORDER BY o.date_limite, v.trajet_id, v.role_cible, u.prenom, v.cible_id
    LIMIT 200`);
  return result.rows.map((row) => ({
    trajet_id: Number(row.trajet_id),
    ville_depart: String(row.ville_depart),
    ville_arrivee: String(row.ville_arrivee),
    date: String(row.date),
    heure: String(row.heure),
    date_limite: new Date(row.date_limite as string),
    arrivee_le: new Date(row.arrivee_le as string),
    cible_id: Number(row.cible_id),
    prenom: String(row.prenom),
    avatar: (row.avatar as string | null) ?? null,
    role_cible: row.role_cible as ReviewRole,
    avis_recu_en_attente: Boolean(row.avis_recu_en_attente),
  }));
}
