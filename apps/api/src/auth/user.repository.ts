import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { utilisateurs } from '../db/schema';

export type UserRecord = typeof utilisateurs.$inferSelect;

/** E-mails are stored normalised; the unique index is on lower(email) (schema/accounts). */
export async function findUserByEmail(
  db: DbOrTx,
  normalisedEmail: string,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(utilisateurs)
    .where(eq(sql`lower(${utilisateurs.email})`, normalisedEmail))
    .limit(1);
  return row;
}

/**
 * Replaces what a sign-up typed on an account whose address nobody validated yet: the address
 * belongs to whoever reads it, not to whoever registered it first. Null when the account was
 * validated meanwhile (the caller refuses then).
 */
export async function replacePendingUser(
  db: DbOrTx,
  id: number,
  values: Pick<
    typeof utilisateurs.$inferInsert,
    'prenom' | 'nom' | 'sexe' | 'date_naissance' | 'password_hash'
  > &
    Partial<
      Pick<
        typeof utilisateurs.$inferInsert,
        | 'google_sub'
        | 'avatar'
        | 'activated'
        | 'email_valide_le'
        | 'conditions_version'
        | 'conditions_acceptees_le'
        | 'newsletter_acceptee_le'
      >
    >,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(utilisateurs)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(utilisateurs.id, id), eq(utilisateurs.activated, false)))
    .returning();
  return row;
}

export async function findUserByGoogleSub(
  db: DbOrTx,
  googleSub: string,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(utilisateurs)
    .where(eq(utilisateurs.google_sub, googleSub))
    .limit(1);
  return row;
}

export async function insertUser(
  db: DbOrTx,
  values: typeof utilisateurs.$inferInsert,
): Promise<UserRecord> {
  const [row] = await db.insert(utilisateurs).values(values).returning();
  return row!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<UserRecord, 'activated' | 'email_valide_le' | 'password_hash' | 'google_sub' | 'avatar'>
  >,
): Promise<UserRecord | undefined> {
  const [row] = await db
    .update(utilisateurs)
    .set({ ...values, updated_at: new Date() })
    .where(eq(utilisateurs.id, id))
    .returning();
  return row;
}

/** The users list of ADMIN and MANAGER, newest first. */
export async function listUsers(db: DbOrTx, request: PageRequest) {
  return selectPage(
    request,
    db
      .select({
        id: utilisateurs.id,
        email: utilisateurs.email,
        prenom: utilisateurs.prenom,
        nom: utilisateurs.nom,
        role: utilisateurs.role,
        activated: utilisateurs.activated,
        created_at: utilisateurs.created_at,
      })
      .from(utilisateurs)
      .orderBy(desc(utilisateurs.created_at), desc(utilisateurs.id))
      .$dynamic(),
    db.select({ total: count() }).from(utilisateurs),
  );
}

/** Whether the team suspended the account (a suspended account opens no session). */
export async function isSuspended(db: DbOrTx, userId: number): Promise<boolean> {
  const [account] = await db
    .select({ suspendu_le: utilisateurs.suspendu_le })
    .from(utilisateurs)
    .where(eq(utilisateurs.id, userId));
  return Boolean(account?.suspendu_le);
}

/** The account becomes an activated ADMIN with this password (ADMIN_EMAIL at start-up). */
export async function promoteToAdmin(db: DbOrTx, userId: number, passwordHash: string) {
  await db
    .update(utilisateurs)
    .set({ role: 'ADMIN', activated: true, password_hash: passwordHash, updated_at: new Date() })
    .where(eq(utilisateurs.id, userId));
}
