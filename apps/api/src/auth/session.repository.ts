import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
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

export async function findSessionUser(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ sessionId: number; user: SessionUser } | null> {
  const rows = await db
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
        eq(sessions.token_hash, tokenHash),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, new Date()),
      ),
    )
    .limit(1);
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
