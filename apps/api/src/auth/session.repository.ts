import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { sessions, utilisateurs } from '../db/schema';

export interface SessionUser {
  id: number;
  email: string;
  prenom: string;
  nom: string;
  role: string;
  activated: boolean;
  avatar: string | null;
}

const sessionUserQuery = (db: DbOrTx) =>
  db
    .select({
      sessionId: sessions.id,
      id: utilisateurs.id,
      email: utilisateurs.email,
      prenom: utilisateurs.prenom,
      nom: utilisateurs.nom,
      role: utilisateurs.role,
      activated: utilisateurs.activated,
      avatar: utilisateurs.avatar,
    })
    .from(sessions)
    .innerJoin(utilisateurs, eq(utilisateurs.id, sessions.utilisateur_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
        isNull(utilisateurs.suspendu_le),
      ),
    )
    .limit(1)
    .prepare('session_user');

/** Every /api request with a bearer token asks this: a prepared statement (db/prepared.ts). */
export async function findSessionUser(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ sessionId: number; user: SessionUser } | null> {
  const rows = await prepared(db, 'session_user', sessionUserQuery).execute({
    tokenHash,
    now: new Date().toISOString(),
  });
  const row = rows[0];
  if (!row) return null;
  const { sessionId, ...user } = row;
  return { sessionId, user };
}

export async function insertSession(
  db: DbOrTx,
  values: {
    utilisateur_id: number;
    token_hash: string;
    expires_at: Date;
    ip?: string;
    user_agent?: string;
  },
): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.id, sessionId));
}

/** A password reset closes every session of the account (issue 4). */
export async function revokeUserSessions(db: DbOrTx, utilisateurId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.utilisateur_id, utilisateurId), isNull(sessions.revoked_at)));
}

/** Adds `ms` to a session still valid; returns the new end, or null when it is over. */
export async function extendSessionBy(
  db: DbOrTx,
  sessionId: number,
  ms: number,
): Promise<Date | null> {
  const [row] = await db
    .update(sessions)
    .set({ expires_at: sql`${sessions.expires_at} + make_interval(secs => ${ms / 1000})` })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, new Date()),
      ),
    )
    .returning({ expires_at: sessions.expires_at });
  return row?.expires_at ?? null;
}

/** Sessions ended (expired or revoked) before `before` are of no use any more. */
export async function pruneSessions(db: DbOrTx, before: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, before), lt(sessions.revoked_at, before)));
}
