import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../config/project-root';
import { createDatabase, createPool } from '../db/client';
import { EmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { migrateJobQueue } from '../db/job-queue-schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to the test server's maintenance database. */
    testServerUrl: string;
    /** The migrated template every test file's database is cloned from. */
    templateDatabase: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Once per run: a PostgreSQL server (the embedded one under data/test-postgres, or the one of
 * DATABASE_URL) and a freshly migrated template database.
 */
export default async function setup(project: TestProject) {
  let server: EmbeddedPostgres | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    server = new EmbeddedPostgres({
      dataDir: path.join(projectRoot, 'data', 'test-postgres', 'postgres'),
    });
    await server.start();
    serverUrl = server.url;
  }
  const template = `br_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const pool = createPool(withDatabase(serverUrl, template), 2);
  await runMigrations(createDatabase(pool));
  await migrateJobQueue(pool);
  await pool.end();

  project.provide('testServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    // Databases of test files that crashed before dropping their own copy go with the template.
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [template, `br_t_${process.pid}_%`],
    );
    for (const { datname } of leftovers.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.end();
    await server?.stop();
  };
}
