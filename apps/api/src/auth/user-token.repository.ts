import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { user_tokens, utilisateurs } from '../db/schema';

export type TokenPurpose = 'EMAIL_VALIDATION' | 'PASSWORD_RESET';

export async function insertUserToken(
  db: DbOrTx,
  values: { utilisateur_id: number; purpose: TokenPurpose; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insert(user_tokens).values(values);
}

/**
 * Uses a link once: marks it used and returns its user, or null when it is unknown, used,
 * expired or of another purpose. One UPDATE, so two clicks at once cannot both succeed.
 */
export async function consumeUserToken(
  db: DbOrTx,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<number | null> {
  const [row] = await db
    .update(user_tokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(user_tokens.token_hash, tokenHash),
        eq(user_tokens.purpose, purpose),
        isNull(user_tokens.used_at),
        gt(user_tokens.expires_at, new Date()),
      ),
    )
    .returning({ utilisateur_id: user_tokens.utilisateur_id });
  return row?.utilisateur_id ?? null;
}

/** Whether the account of a link (used or not, expired or not) is activated; null if unknown. */
export async function isTokenOwnerActivated(
  db: DbOrTx,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<boolean | null> {
  const [row] = await db
    .select({ activated: utilisateurs.activated })
    .from(user_tokens)
    .innerJoin(utilisateurs, eq(utilisateurs.id, user_tokens.utilisateur_id))
    .where(and(eq(user_tokens.token_hash, tokenHash), eq(user_tokens.purpose, purpose)))
    .limit(1);
  return row ? Boolean(row.activated) : null;
}

/** Closes every open link of that purpose (a reset makes the other reset links useless). */
export async function invalidateUserTokens(
  db: DbOrTx,
  utilisateurId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .update(user_tokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(user_tokens.utilisateur_id, utilisateurId),
        eq(user_tokens.purpose, purpose),
        isNull(user_tokens.used_at),
      ),
    );
}

/**
 * Forgets every link of the account, used or not: a link of a sign-up that was replaced is then
 * unknown (404), not « already validated » once the new sign-up is validated.
 */
export async function deleteUserTokens(db: DbOrTx, utilisateurId: number): Promise<void> {
  await db.delete(user_tokens).where(eq(user_tokens.utilisateur_id, utilisateurId));
}

export async function lastUserTokenAt(
  db: DbOrTx,
  utilisateurId: number,
  purpose: TokenPurpose,
): Promise<Date | null> {
  const [row] = await db
    .select({ created_at: user_tokens.created_at })
    .from(user_tokens)
    .where(and(eq(user_tokens.utilisateur_id, utilisateurId), eq(user_tokens.purpose, purpose)))
    .orderBy(desc(user_tokens.created_at))
    .limit(1);
  return row?.created_at ?? null;
}
