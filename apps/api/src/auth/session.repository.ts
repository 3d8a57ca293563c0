import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { SESSION_MAX_LIFETIME_MS } from '@bonneroute/shared/auth';
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
      expiresAt: sessions.expires_at,
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
        gt(sessions.created_at, sql.placeholder('bornAfter')),
        isNull(utilisateurs.suspendu_le),
      ),
    )
    .limit(1)
    .prepare('session_user');

/** Every /api request with a bearer token asks this: a prepared statement (db/prepared.ts). */
export async function findSessionUser(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ sessionId: number; expiresAt: Date; user: SessionUser } | null> {
  const now = Date.now();
  const rows = await prepared(db, 'session_user', sessionUserQuery).execute({
    tokenHash,
    now: new Date(now).toISOString(),
    bornAfter: new Date(now - SESSION_MAX_LIFETIME_MS).toISOString(),
  });
  const row = rows[0];
  if (!row) return null;
  const { sessionId, expiresAt, ...user } = row;
  return { sessionId, expiresAt, user };
}

/**
 * Of these sessions, the ones still valid (not revoked, not expired, account not suspended),
 * with their current end: the real-time sockets check theirs with it.
 */
export async function validSessionEnds(
  db: DbOrTx,
  sessionIds: number[],
): Promise<Map<number, Date>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, expiresAt: sessions.expires_at })
    .from(sessions)
    .innerJoin(utilisateurs, eq(utilisateurs.id, sessions.utilisateur_id))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, new Date()),
        gt(sessions.created_at, new Date(Date.now() - SESSION_MAX_LIFETIME_MS)),
        isNull(utilisateurs.suspendu_le),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.expiresAt]));
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

/** A password reset closes every session of the account. */
export async function revokeUserSessions(db: DbOrTx, utilisateurId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.utilisateur_id, utilisateurId), isNull(sessions.revoked_at)));
}

/**
 * Credits at most `navigations` minutes, and no more minutes than have elapsed since
 * the last credit, never past `maxLifetimeMs` after the login. One statement: parallel calls
 * queue on the row and each sees what the one before credited. Null when the session is over.
 */
export async function creditNavigations(
  db: DbOrTx,
  sessionId: number,
  navigations: number,
  stepMs: number,
  maxLifetimeMs: number,
): Promise<{ expiresAt: Date; expiresInMs: number } | null> {
  const step = sql`make_interval(secs => ${stepMs / 1000})`;
  const steps = sql`least(${navigations}::int, greatest(0, floor(extract(epoch from now() - ${sessions.credited_until}) * 1000 / ${stepMs}))::int)`;
  const end = sql`${sessions.created_at} + make_interval(secs => ${maxLifetimeMs / 1000})`;
  const [row] = await db
    .update(sessions)
    .set({
      credited_until: sql`${sessions.credited_until} + ${steps} * ${step}`,
      expires_at: sql`least(${sessions.expires_at} + ${steps} * ${step}, ${end})`,
    })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql`now()`),
        gt(end, sql`now()`),
      ),
    )
    .returning({
      expiresAt: sessions.expires_at,
      expiresInMs: sql<number>`floor(extract(epoch from ${sessions.expires_at} - now()) * 1000)::int`,
    });
  return row ?? null;
}

/** Sessions ended (expired or revoked) before `before` are of no use any more. */
export async function pruneSessions(db: DbOrTx, before: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, before), lt(sessions.revoked_at, before)));
}
