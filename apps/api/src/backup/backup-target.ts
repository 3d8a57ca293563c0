import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../config/env';
import { EMBEDDED_DATABASE_NAME, ensureDatabaseExists } from '../db/database';
import { EmbeddedPostgres } from '../db/embedded-postgres';
import { serverMajor } from './backup.repository';

export interface BackupTarget {
  url: string;
  close(): Promise<void>;
}

/** The embedded server of a running `npm start`: its port is in postmaster.pid (4th line). */
async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const passwordFile = path.join(dataDir, '.postgres-password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return null;
  const port = Number((await readFile(pidFile, 'utf8')).split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return null;
  const password = (await readFile(passwordFile, 'utf8')).trim();
  const url = `postgres://bonneroute:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE_NAME}`;
  return (await serverMajor(url)
    .then(() => true)
    .catch(() => false))
    ? url
    : null;
}

/**
 * The database that `npm run backup` and `npm run restore` work on: DATABASE_URL, or the
 * embedded one of DATA_DIR — the running server's when `npm start` is up, otherwise a server of
 * its own, started with the embedded binaries for the time of the command.
 */
export async function openBackupTarget(
  env: Env,
  log: (line: string) => void,
): Promise<BackupTarget> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, close: async () => undefined };
  const running = await runningEmbeddedUrl(env.DATA_DIR);
  if (running) return { url: running, close: async () => undefined };
  const server = new EmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'postgres'), log });
  await server.start();
  await ensureDatabaseExists(server.url, EMBEDDED_DATABASE_NAME);
  return { url: server.urlFor(EMBEDDED_DATABASE_NAME), close: () => server.stop() };
}
