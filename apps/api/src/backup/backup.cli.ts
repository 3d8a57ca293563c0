import path from 'node:path';
import { loadEnv } from '../config/env';
import { openBackupTarget } from './backup-target';
import { createBackup } from './backup.service';
import { PgToolMissingError } from './pg-tools';

/**
 * `npm run backup`: a pg_dump (custom format) of the database — DATABASE_URL, or the embedded
 * one, running or not — into DATA_DIR/backups; prints the file's path.
 */
const env = loadEnv();
const log = (line: string) => console.error(`[bonneroute] ${line}`);
const target = await openBackupTarget(env, log);
try {
  const file = await createBackup({
    url: target.url,
    dir: path.join(env.DATA_DIR, 'backups'),
    keep: env.BACKUP_KEEP,
    binDir: env.PG_BIN_DIR,
  });
  console.log(file);
} catch (error) {
  console.error(error instanceof PgToolMissingError ? error.message : error);
  process.exitCode = 1;
} finally {
  await target.close();
}
