import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { blocages, utilisateurs } from '../db/schema';

/**
 * One lock per pair of members, whatever the order: a block and a booking (or a message) between
 * the same two members take it in their transaction, so one waits for the other's commit.
 */
export async function lockPair(tx: DbOrTx, a: number, b: number): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`blocage:${low}:${high}`}, 0))`,
  );
}

/** Whether either member blocked the other. */
export async function isBlockedBetween(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const result = await db.execute<{ blocked: boolean }>(sql`
    select exists (select 1 from blocages where utilisateur_id = ${a}::int and bloque_id = ${b}::int)
      or exists (select 1 from blocages where utilisateur_id = ${b}::int and bloque_id = ${a}::int)
      as blocked`);
  return result.rows[0]?.blocked === true;
}

/** The members this one blocked or was blocked by (both are kept apart). */
export async function findBlockedEitherWay(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ blocker: blocages.utilisateur_id, blocked: blocages.bloque_id })
    .from(blocages)
    .where(or(eq(blocages.utilisateur_id, userId), eq(blocages.bloque_id, userId)));
  return rows.map((row) => (row.blocker === userId ? row.blocked : row.blocker));
}

export async function memberExists(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: utilisateurs.id })
    .from(utilisateurs)
    .where(eq(utilisateurs.id, userId));
  return row !== undefined;
}

/** The block, inserted once: a second (or a concurrent) one finds the first. */
export async function insertBlock(db: DbOrTx, userId: number, blockedId: number) {
  const [inserted] = await db
    .insert(blocages)
    .values({ utilisateur_id: userId, bloque_id: blockedId })
    .onConflictDoNothing({ target: [blocages.utilisateur_id, blocages.bloque_id] })
    .returning({ id: blocages.id });
  return inserted !== undefined;
}

export async function deleteBlock(db: DbOrTx, userId: number, blockedId: number) {
  await db
    .delete(blocages)
    .where(and(eq(blocages.utilisateur_id, userId), eq(blocages.bloque_id, blockedId)));
}

const blockedColumns = {
  utilisateur_id: blocages.bloque_id,
  prenom: utilisateurs.prenom,
  avatar: utilisateurs.avatar,
  created_at: blocages.created_at,
};

export async function listBlocks(db: DbOrTx, userId: number) {
  return db
    .select(blockedColumns)
    .from(blocages)
    .innerJoin(utilisateurs, eq(utilisateurs.id, blocages.bloque_id))
    .where(eq(blocages.utilisateur_id, userId))
    .orderBy(desc(blocages.created_at), desc(blocages.id));
}

export async function findBlock(db: DbOrTx, userId: number, blockedId: number) {
  const [row] = await db
    .select(blockedColumns)
    .from(blocages)
    .innerJoin(utilisateurs, eq(utilisateurs.id, blocages.bloque_id))
    .where(and(eq(blocages.utilisateur_id, userId), eq(blocages.bloque_id, blockedId)));
  return row!;
}
