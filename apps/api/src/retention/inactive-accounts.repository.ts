import { and, asc, eq, gt, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { identites_archivees, utilisateurs } from '../db/schema';

/**
 * The accounts the inactivity rule applies to (docs/decisions.md "Inactive accounts"): members
 * only, not deleted, not suspended (the suspension is a moderation record the team keeps), not
 * the team's own accounts, not the demo members.
 */
const subjectToInactivity = and(
  isNull(utilisateurs.supprime_le),
  isNull(utilisateurs.suspendu_le),
  eq(utilisateurs.role, 'USER'),
  eq(utilisateurs.is_demo, false),
);

/** Accounts last used before `lastLoginBefore` and not warned yet, a batch at a time. */
export async function accountsToWarn(db: DbOrTx, lastLoginBefore: Date, limit: number) {
  return db
    .select({
      id: utilisateurs.id,
      email: utilisateurs.email,
      prenom: utilisateurs.prenom,
      derniere_connexion_le: utilisateurs.derniere_connexion_le,
    })
    .from(utilisateurs)
    .where(
      and(
        subjectToInactivity,
        lte(utilisateurs.derniere_connexion_le, lastLoginBefore),
        isNull(utilisateurs.inactivite_avertie_le),
      ),
    )
    .orderBy(asc(utilisateurs.id))
    .limit(limit);
}

/**
 * Marks the warning sent, unless a login came first (the mark is the "sent once" of the warning,
 * in the transaction that queues the mail).
 */
export async function markWarned(
  db: DbOrTx,
  userId: number,
  lastLoginBefore: Date,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(utilisateurs)
    .set({ inactivite_avertie_le: at })
    .where(
      and(
        eq(utilisateurs.id, userId),
        isNull(utilisateurs.inactivite_avertie_le),
        lte(utilisateurs.derniere_connexion_le, lastLoginBefore),
      ),
    )
    .returning({ id: utilisateurs.id });
  return rows.length > 0;
}

/**
 * Warned accounts whose last login is before `lastLoginBefore` and whose warning went before
 * `warnedBefore`, after `afterId` (keyset: an account skipped for a blocker does not hold the
 * next ones back).
 */
export async function accountsToErase(
  db: DbOrTx,
  due: { lastLoginBefore: Date; warnedBefore: Date },
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: utilisateurs.id })
    .from(utilisateurs)
    .where(
      and(
        subjectToInactivity,
        lte(utilisateurs.derniere_connexion_le, due.lastLoginBefore),
        isNotNull(utilisateurs.inactivite_avertie_le),
        lte(utilisateurs.inactivite_avertie_le, due.warnedBefore),
        gt(utilisateurs.id, afterId),
      ),
    )
    .orderBy(asc(utilisateurs.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Archived identities past their end date: payments and ledger rows stay, pointing at the
 * anonymised account; only the name and e-mail behind it go.
 */
export async function purgeArchivedIdentities(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(identites_archivees)
    .where(lt(identites_archivees.conserver_jusqu_au, now))
    .returning({ id: identites_archivees.id });
  return rows.length;
}
