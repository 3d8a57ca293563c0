import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

type Tx = Parameters<Parameters<DbOrTx['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction that first takes PostgreSQL advisory locks on `keys` (* limits that hold under concurrency). Whoever counts then writes under the same key waits for
 * the one before to commit, so a burst of parallel requests is counted one at a time, on every
 * API process. Keys are taken in a fixed order, so two callers never wait for each other.
 * Everything inside must use `tx`: a second connection could wait behind the lock holders.
 */
/** One more lock inside a transaction, for a key known only once something was read in it. */
export async function takeAdvisoryLock(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function withAdvisoryLocks<T>(
  db: DbOrTx,
  keys: string[],
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    for (const key of [...new Set(keys)].sort()) {
      await takeAdvisoryLock(tx, key);
    }
    return work(tx);
  });
}
