import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DeletionBlockers } from '@bonneroute/shared/account-rights';
import type { DbOrTx } from '../db/client';
import {
  alertes,
  auth_events,
  documents,
  exports_donnees,
  ibans,
  identites_archivees,
  notifications,
  otps_mobiles,
  recherches,
  relances_inscription,
  sessions,
  telephones,
  trajets,
  user_tokens,
  utilisateurs,
  utilisateurs_infos,
  vehicules,
} from '../db/schema';

export type LockedAccount = NonNullable<Awaited<ReturnType<typeof lockAccount>>>;

/** The account row, locked until the transaction ends: parallel deletions queue here. */
export async function lockAccount(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      id: utilisateurs.id,
      email: utilisateurs.email,
      prenom: utilisateurs.prenom,
      nom: utilisateurs.nom,
      avatar: utilisateurs.avatar,
      role: utilisateurs.role,
      is_demo: utilisateurs.is_demo,
      suspendu_le: utilisateurs.suspendu_le,
      derniere_connexion_le: utilisateurs.derniere_connexion_le,
      inactivite_avertie_le: utilisateurs.inactivite_avertie_le,
      supprime_le: utilisateurs.supprime_le,
    })
    .from(utilisateurs)
    .where(eq(utilisateurs.id, userId))
    .for('update');
  return row ?? null;
}

export async function findAccountCredentials(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      password_hash: utilisateurs.password_hash,
      google_sub: utilisateurs.google_sub,
      supprime_le: utilisateurs.supprime_le,
    })
    .from(utilisateurs)
    .where(eq(utilisateurs.id, userId));
  return row ?? null;
}

/**
 * What still ties the member to other people or to money (docs/product/accounts.md): trips to
 * come with passengers, bookings to come, earnings held or owed, an open reconciliation item.
 */
export async function countDeletionBlockers(tx: DbOrTx, userId: number): Promise<DeletionBlockers> {
  const result = await tx.execute<{
    trajets_a_venir: number;
    reservations_a_venir: number;
    gains_non_verses: number;
    ecarts_ouverts: number;
  }>(sql`
    SELECT
      (SELECT count(*)::int FROM trajets t
        WHERE t.utilisateur_id = ${userId} AND t.actif AND NOT t.is_effectue AND t.depart_le > now()
          AND EXISTS (SELECT 1 FROM passagers p WHERE p.trajet_id = t.id
                      AND p.statut IN ('CONFIRMEE', 'EN_ATTENTE'))) AS trajets_a_venir,
      (SELECT count(*)::int FROM passagers p JOIN trajets t ON t.id = p.trajet_id
        WHERE p.utilisateur_id = ${userId} AND p.statut IN ('CONFIRMEE', 'EN_ATTENTE')
          AND t.actif AND NOT t.is_effectue AND t.depart_le > now()) AS reservations_a_venir,
      (SELECT count(*)::int FROM (SELECT compte FROM ecritures
        WHERE utilisateur_id = ${userId} AND compte IN ('CONDUCTEUR', 'SEQUESTRE')
        GROUP BY compte HAVING sum(montant) > 0) AS dus) AS gains_non_verses,
      (SELECT count(*)::int FROM ecarts_rapprochement e
        WHERE e.statut = 'OUVERT' AND (e.utilisateur_id = ${userId} OR e.paiement_id IN (
          SELECT id FROM paiements WHERE utilisateur_id = ${userId} OR conducteur_id = ${userId})))
        AS ecarts_ouverts`);
  return result.rows[0]!;
}

/** What stays for accounting law, counted for the erasure log. */
export async function countKeptRecords(tx: DbOrTx, userId: number) {
  const result = await tx.execute<{ paiements: number; versements: number; ecritures: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM paiements
        WHERE utilisateur_id = ${userId} OR conducteur_id = ${userId}) AS paiements,
      (SELECT count(*)::int FROM operations_paiement
        WHERE utilisateur_id = ${userId} AND type = 'VERSEMENT') AS versements,
      (SELECT count(*)::int FROM ecritures WHERE utilisateur_id = ${userId}) AS ecritures`);
  return result.rows[0]!;
}

export async function findDocumentFiles(tx: DbOrTx, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ fichier: documents.fichier })
    .from(documents)
    .where(eq(documents.utilisateur_id, userId));
  return rows.map((row) => row.fichier);
}

export async function archiveIdentity(
  tx: DbOrTx,
  values: typeof identites_archivees.$inferInsert,
): Promise<void> {
  await tx.insert(identites_archivees).values(values);
}

export async function findArchivedIdentity(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      utilisateur_id: identites_archivees.utilisateur_id,
      email: identites_archivees.email,
      prenom: identites_archivees.prenom,
      nom: identites_archivees.nom,
      supprime_le: identites_archivees.created_at,
      conserver_jusqu_au: identites_archivees.conserver_jusqu_au,
      bilan: identites_archivees.bilan,
    })
    .from(identites_archivees)
    .where(eq(identites_archivees.utilisateur_id, userId));
  return row ?? null;
}

/** Deletes the member's own rows; returns how many of each went (for the erasure log). */
export async function deletePersonalRows(tx: DbOrTx, userId: number, email: string) {
  const counts: Record<string, number> = {};
  const owned = [
    ['infos', utilisateurs_infos],
    ['telephones', telephones],
    ['codes_sms', otps_mobiles],
    ['documents', documents],
    ['vehicules', vehicules],
    ['ibans', ibans],
    ['alertes', alertes],
    ['liens', user_tokens],
    ['notifications', notifications],
    ['relances', relances_inscription],
    ['exports', exports_donnees],
  ] as const;
  for (const [name, table] of owned) {
    const gone = await tx
      .delete(table)
      .where(eq(table.utilisateur_id, userId))
      .returning({ id: table.id });
    counts[name] = gone.length;
  }
  await tx.delete(auth_events).where(eq(auth_events.email, email.toLowerCase()));
  // Searches stay for the statistics, unlinked from the member.
  await tx
    .update(recherches)
    .set({ utilisateur_id: null })
    .where(eq(recherches.utilisateur_id, userId));
  return counts;
}

/** Sessions end now, and forget where they came from. */
export async function endAllSessions(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revoked_at: sql`coalesce(${sessions.revoked_at}, now())`, ip: null, user_agent: null })
    .where(eq(sessions.utilisateur_id, userId));
}

/** Future trips nobody booked leave the search (booked ones block the deletion). */
export async function withdrawFutureTrips(tx: DbOrTx, userId: number): Promise<number> {
  const rows = await tx
    .update(trajets)
    .set({ actif: false, updated_at: new Date() })
    .where(
      and(
        eq(trajets.utilisateur_id, userId),
        eq(trajets.actif, true),
        gt(trajets.depart_le, sql`now()`),
      ),
    )
    .returning({ id: trajets.id });
  return rows.length;
}

/** The account row keeps its id for what points at it; nothing in it names the member. */
export async function anonymiseAccount(
  tx: DbOrTx,
  userId: number,
  values: { email: string; prenom: string; deletedAt: Date },
): Promise<void> {
  await tx
    .update(utilisateurs)
    .set({
      email: values.email,
      prenom: values.prenom,
      nom: '',
      date_naissance: null,
      sexe: 'X',
      password_hash: null,
      avatar: null,
      google_sub: null,
      activated: false,
      email_valide_le: null,
      partage_le: null,
      supprime_le: values.deletedAt,
      updated_at: values.deletedAt,
    })
    .where(and(eq(utilisateurs.id, userId), isNull(utilisateurs.supprime_le)));
}

/** The e-mailed deletion code of an account without password (user_tokens, hashed). */
const DELETION_PURPOSE = 'ACCOUNT_DELETION';

export async function replaceDeletionCode(
  tx: DbOrTx,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await tx
    .delete(user_tokens)
    .where(and(eq(user_tokens.utilisateur_id, userId), eq(user_tokens.purpose, DELETION_PURPOSE)));
  await tx.insert(user_tokens).values({
    utilisateur_id: userId,
    purpose: DELETION_PURPOSE,
    token_hash: tokenHash,
    expires_at: expiresAt,
  });
}

export async function lastDeletionCodeAt(tx: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ created_at: user_tokens.created_at })
    .from(user_tokens)
    .where(and(eq(user_tokens.utilisateur_id, userId), eq(user_tokens.purpose, DELETION_PURPOSE)));
  return row?.created_at ?? null;
}

/**
 * Checks the code and forgets it, right or wrong: a wrong guess costs the code, so guessing
 * needs a new e-mail each time (at most one a minute).
 */
export async function consumeDeletionCode(
  db: DbOrTx,
  userId: number,
  tokenHash: string,
): Promise<boolean> {
  const rows = await db
    .delete(user_tokens)
    .where(and(eq(user_tokens.utilisateur_id, userId), eq(user_tokens.purpose, DELETION_PURPOSE)))
    .returning({ token_hash: user_tokens.token_hash, expires_at: user_tokens.expires_at });
  return rows.some((row) => row.token_hash === tokenHash && row.expires_at > new Date());
}
