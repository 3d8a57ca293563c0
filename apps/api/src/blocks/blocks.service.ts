import { blockTexts, type BlockedMember } from '@bonneroute/shared/blocks';
import { capitalise } from '@bonneroute/shared/auth';
import type { DbOrTx } from '../db/client';
import type { AppDeps } from '../lib/app-deps';
import { forbidden, notFound, unprocessable } from '../lib/http-error';
import {
  deleteBlock,
  findBlock,
  findBlockedEitherWay,
  insertBlock,
  isBlockedBetween,
  listBlocks,
  lockPair,
  memberExists,
} from './blocks.repository';

type BlockRow = Awaited<ReturnType<typeof findBlock>>;

function toWireBlock(row: BlockRow): BlockedMember {
  return {
    utilisateur_id: row.utilisateur_id,
    prenom: capitalise(row.prenom),
    avatar: row.avatar,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * docs/product/messaging.md « Bloquer ce membre »: once per pair and direction (a second or a
 * concurrent block finds the first). Under the pair's lock, so that a booking between the two
 * either committed before or sees the block.
 */
export async function blockMember(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  blockedId: number,
): Promise<{ member: BlockedMember; created: boolean }> {
  if (blockedId === userId) throw unprocessable(blockTexts.selfBlock, '/body/utilisateur_id');
  return deps.db.transaction(async (tx) => {
    if (!(await memberExists(tx, blockedId))) throw notFound(blockTexts.memberNotFound);
    await lockPair(tx, userId, blockedId);
    const created = await insertBlock(tx, userId, blockedId);
    return { member: toWireBlock(await findBlock(tx, userId, blockedId)), created };
  });
}

export async function unblockMember(deps: Pick<AppDeps, 'db'>, userId: number, blockedId: number) {
  await deleteBlock(deps.db, userId, blockedId);
}

export async function listBlockedMembers(deps: Pick<AppDeps, 'db'>, userId: number) {
  return (await listBlocks(deps.db, userId)).map(toWireBlock);
}

/** Refuses (403, `reason`) what one member does towards another when either blocked the other. */
export async function assertNotBlocked(db: DbOrTx, a: number, b: number, reason: string) {
  if (await isBlockedBetween(db, a, b)) throw forbidden(reason);
}

/**
 * The same inside a transaction, after taking the pair's lock: a block landing meanwhile waits
 * for the commit (a booking is either made before the block or refused, never half made).
 */
export async function assertPairNotBlocked(tx: DbOrTx, a: number, b: number, reason: string) {
  await lockPair(tx, a, b);
  await assertNotBlocked(tx, a, b, reason);
}

/** The members kept apart from this one, either way (the trip chat hides their messages). */
export async function membersKeptApart(db: DbOrTx, userId: number): Promise<Set<number>> {
  return new Set(await findBlockedEitherWay(db, userId));
}
