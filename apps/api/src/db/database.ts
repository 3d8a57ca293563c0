import path from 'node:path';
import pg from 'pg';
import type { Env } from '../config/env';
import { createDatabase, createPool, type Database } from './client';
import { EmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';
import { withStartupLock } from './startup-lock';
import { migrateJobQueue } from './job-queue-schema';

export interface OpenDatabase {
  db: Database;
  pool: pg.Pool;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export const EMBEDDED_DATABASE_NAME = 'bonneroute';

/** What a process does to the database before serving, under the startup lock. */
export type PrepareDatabase = (db: Database, pool: pg.Pool) => Promise<void>;

/**
 * The app's database: `DATABASE_URL` when set, otherwise a real PostgreSQL server started from
 * the `embedded-postgres` package with its data under `DATA_DIR/postgres`. Migrations (ours and
 * the job queue's) and then `prepare` run under a PostgreSQL advisory lock, so several API
 * processes can start at the same time on one database.
 */
export async function openDatabase(
  env: Env,
  log: (line: string) => void = () => undefined,
  prepare?: PrepareDatabase,
): Promise<OpenDatabase> {
  let server: EmbeddedPostgres | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    server = new EmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'postgres'), log });
    await server.start();
    await ensureDatabaseExists(server.url, EMBEDDED_DATABASE_NAME);
    url = server.urlFor(EMBEDDED_DATABASE_NAME);
    log(`PostgreSQL embarqué prêt sur le port ${server.port}`);
  }
  const pool = createPool(url);
  const db = createDatabase(pool);
  try {
    await withStartupLock(pool, async () => {
      await runMigrations(db);
      await migrateJobQueue(pool);
      await prepare?.(db, pool);
    });
  } catch (error) {
    await pool.end();
    await server?.stop();
    throw error;
  }
  return {
    db,
    pool,
    url,
    embedded: Boolean(server),
    async close() {
      await pool.end().catch(() => undefined);
      await server?.stop();
    },
  };
}

export async function ensureDatabaseExists(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
