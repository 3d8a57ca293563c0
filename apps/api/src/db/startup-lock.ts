import type pg from 'pg';

/**
 * Key of the PostgreSQL advisory lock held while an API process prepares the database (schema
 * migrations, the job queue's schema, files moved into the store, demo data, the admin account).
 * Any 64-bit number unique to this app will do; this one spells "BonneRou" in ASCII.
 */
export const STARTUP_LOCK_KEY = 0x426f6e6e65526f75n;

/**
 * Runs `prepare` while holding a session-level advisory lock on a dedicated connection, so that
 * any number of API processes started together prepare the database one after the other: the
 * first migrates, the next ones find nothing left to do. A process that dies while holding the
 * lock loses its connection, and PostgreSQL releases the lock with it.
 *
 * The lock needs a real session: point migrations at PostgreSQL directly, not at a PgBouncer in
 * transaction mode.
 */
export async function withStartupLock<T>(pool: pg.Pool, prepare: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    try {
      return await prepare();
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()])
        .catch(() => {
          broken = true;
        });
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection whose unlock failed is thrown away, which releases the lock too.
    client.release(broken);
  }
}
