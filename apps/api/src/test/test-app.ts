import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../config/env';
import { createDatabase, createPool, type Database } from '../db/client';
import { TestClient } from './test-client';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  pool: pg.Pool;
  env: Env;
  /** A fresh HTTP client (own cookies, no session). */
  client(): TestClient;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A real Fastify app on its own database, cloned from the migrated template: tests of one file
 * share it, files never see each other's data.
 */
export interface TestContextOptions {
  env?: Partial<Record<keyof Env, string>>;
  extraRoutes?: FastifyPluginAsync;
  /** Pino options, to read what the app logs (quiet by default). */
  logger?: Record<string, unknown>;
  /** Another context's database (several API processes on one database); the caller drops it. */
  database?: ScratchDatabase;
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the test server: cloned from the migrated template, or empty (to test
 * what a first start does). Dropped by `drop()`, or with the template at the end of the run.
 */
export async function createScratchDatabase(
  options: { empty?: boolean } = {},
): Promise<ScratchDatabase> {
  const serverUrl = inject('testServerUrl');
  const template = inject('templateDatabase');
  const parentPid = template.split('_')[2];
  const name = `br_t_${parentPid}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${options.empty ? '' : ` TEMPLATE ${template}`}`);
  await admin.end();
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const database = options.database ?? (await createScratchDatabase());
  const ownsDatabase = !options.database;

  const dataDir = await mkdtemp(path.join(tmpdir(), 'bonneroute-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const pool = createPool(env.DATABASE_URL!, 5);
  const db = createDatabase(pool);
  const app = await buildApp({
    env,
    db,
    logger: options.logger ?? false,
    extraRoutes: options.extraRoutes,
  });
  await app.ready();

  return {
    app,
    db,
    pool,
    env,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      await pool.end();
      if (ownsDatabase) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
