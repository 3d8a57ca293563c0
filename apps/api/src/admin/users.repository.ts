import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AdminUser } from '@bonneroute/shared/admin';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { trajets, utilisateurs } from '../db/schema';

export async function listAdminUsers(
  db: DbOrTx,
  search: string | undefined,
  request: PageRequest,
  list?: 'newsletter',
): Promise<{ rows: AdminUser[]; total: number }> {
  const pattern = search ? `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    pattern
      ? or(
          ilike(utilisateurs.email, pattern),
          ilike(utilisateurs.nom, pattern),
          ilike(utilisateurs.prenom, pattern),
        )
      : undefined,
    // The newsletter goes to accounts that asked for it (docs/product/accounts.md: consent) and
    // can read it: active, e-mail validated, not suspended.
    list === 'newsletter'
      ? and(
          isNotNull(utilisateurs.newsletter_acceptee_le),
          eq(utilisateurs.activated, true),
          isNotNull(utilisateurs.email_valide_le),
          isNull(utilisateurs.suspendu_le),
        )
      : undefined,
  );
  const { rows, total } = await selectPage(
    request,
    db
      .select({
        id: utilisateurs.id,
        prenom: utilisateurs.prenom,
        nom: utilisateurs.nom,
        email: utilisateurs.email,
        role: utilisateurs.role,
        activated: utilisateurs.activated,
        created_at: utilisateurs.created_at,
        suspendu_le: utilisateurs.suspendu_le,
        motif_suspension: utilisateurs.motif_suspension,
      })
      .from(utilisateurs)
      .where(where)
      .orderBy(desc(utilisateurs.created_at), desc(utilisateurs.id))
      .$dynamic(),
    db.select({ total: count() }).from(utilisateurs).where(where),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      activated: row.activated ? 1 : 0,
      created_at: row.created_at.toISOString(),
      suspendu_le: row.suspendu_le?.toISOString() ?? null,
    })),
    total,
  };
}

/** The account's standing (suspended? admin?), locked until the suspension commits. */
export async function lockUserStanding(tx: DbOrTx, userId: number) {
  const [user] = await tx
    .select({
      id: utilisateurs.id,
      suspendu_le: utilisateurs.suspendu_le,
      role: utilisateurs.role,
    })
    .from(utilisateurs)
    .where(eq(utilisateurs.id, userId))
    .for('update');
  return user;
}

/** Writes the suspension columns; false when no account has this id. */
export async function setSuspension(
  db: DbOrTx,
  userId: number,
  values: { suspendu_le: Date | null; motif_suspension: string | null },
): Promise<boolean> {
  const [row] = await db
    .update(utilisateurs)
    .set(values)
    .where(eq(utilisateurs.id, userId))
    .returning({ id: utilisateurs.id });
  return row !== undefined;
}

/** The driver's trips still to come (active, not done, not left yet). */
export async function findFutureTripsOfDriver(db: DbOrTx, userId: number) {
  return db
    .select({ id: trajets.id })
    .from(trajets)
    .where(
      and(
        eq(trajets.utilisateur_id, userId),
        eq(trajets.actif, true),
        eq(trajets.is_effectue, false),
        gt(trajets.depart_le, sql`now()`),
      ),
    );
}
