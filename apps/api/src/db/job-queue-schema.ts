import { Logger, runMigrations } from 'graphile-worker';
import type pg from 'pg';

/**
 * graphile-worker keeps its own tables in the `graphile_worker` schema: brought up to date with
 * ours when the database opens (the job queue in jobs/ only uses them).
 */
export async function migrateJobQueue(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool, logger: new Logger(() => () => undefined) });
}
