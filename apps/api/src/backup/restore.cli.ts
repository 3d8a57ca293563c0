import { loadEnv } from '../config/env';
import { createDatabase, createPool } from '../db/client';
import { migrateJobQueue } from '../db/job-queue-schema';
import { runMigrations } from '../db/migrate';
import { openBackupTarget } from './backup-target';
import { restoreBackup, RestoreRefusedError } from './backup.service';
import { PgToolMissingError } from './pg-tools';

/**
 * `npm run restore -- FILE [--force]`: restores a backup of `npm run backup` into the database
 * (DATABASE_URL or the embedded one), then runs the migrations. Stop the API first: a database
 * that holds data is refused without --force.
 */
const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));
const log = (line: string) => console.error(`[bonneroute] ${line}`);
if (!file) {
  log('usage : npm run restore -- FICHIER [--force]');
  process.exit(2);
}
const env = loadEnv();
const target = await openBackupTarget(env, log);
try {
  await restoreBackup({ url: target.url, file, force, binDir: env.PG_BIN_DIR });
  const pool = createPool(target.url, 2);
  try {
    await runMigrations(createDatabase(pool));
    await migrateJobQueue(pool);
  } finally {
    await pool.end();
  }
  log(`sauvegarde restaurée : ${file}`);
} catch (error) {
  const known = error instanceof RestoreRefusedError || error instanceof PgToolMissingError;
  console.error(known ? `[bonneroute] ${(error as Error).message}` : error);
  process.exitCode = 1;
} finally {
  await target.close();
}
