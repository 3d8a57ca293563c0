import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isDatabaseEmpty, serverMajor, wipeDatabase } from './backup.repository';
import { findPgTool, runPgTool } from './pg-tools';

const PREFIX = 'bonneroute-';
const SUFFIX = '.dump';

export interface BackupOptions {
  /** The database to dump (a libpq URL). */
  url: string;
  /** DATA_DIR/backups. */
  dir: string;
  /** How many backups to keep, the newest (BACKUP_KEEP). */
  keep: number;
  binDir?: string;
}

/** `bonneroute-2026-12-03T021500Z.dump`: sorted by name is sorted by time. */
function backupName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '');
  return `${PREFIX}${stamp}${SUFFIX}`;
}

/**
 * A consistent dump (pg_dump reads the whole database in one snapshot) in pg_dump's custom
 * format, written aside and renamed once complete, so that a backup file is never half a dump;
 * then only the `keep` newest are kept. Returns its path.
 */
export async function createBackup(options: BackupOptions, now = new Date()): Promise<string> {
  const pgDump = await findPgTool('pg_dump', await serverMajor(options.url), options);
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dir, backupName(now));
  const partial = `${file}.partiel`;
  try {
    await runPgTool(pgDump, ['--format=custom', `--file=${partial}`, `--dbname=${options.url}`]);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  await pruneBackups(options.dir, options.keep);
  return file;
}

export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const files = (await readdir(dir))
    .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX))
    .sort();
  const removed = files.slice(0, Math.max(0, files.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

/** A restore refused (missing file, database not empty): the message says what to do. */
export class RestoreRefusedError extends Error {}

/**
 * Restores a backup into the database at `url`, in one transaction, then lets the caller run the
 * migrations (a dump made by an older version catches up). A database that holds data is refused
 * unless `force`: then everything it holds is dropped first.
 */
export async function restoreBackup(options: {
  url: string;
  file: string;
  force: boolean;
  binDir?: string;
}): Promise<void> {
  if (!existsSync(options.file))
    throw new RestoreRefusedError(`sauvegarde introuvable : ${options.file}`);
  const pgRestore = await findPgTool('pg_restore', await serverMajor(options.url), options);
  if (!options.force && !(await isDatabaseEmpty(options.url)))
    throw new RestoreRefusedError(
      'la base de données contient déjà des données : la restauration les remplacerait toutes. ' +
        'Relancez avec --force pour les effacer (npm run restore -- FICHIER --force).',
    );
  await wipeDatabase(options.url);
  await runPgTool(pgRestore, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${options.url}`,
    options.file,
  ]);
}
