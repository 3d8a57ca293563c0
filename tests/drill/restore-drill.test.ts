import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/api/src/app';
import { createPassenger, pay, paymentForm } from '../../apps/api/src/booking/booking-test-helpers';
import { loadEnv, type Env } from '../../apps/api/src/config/env';
import { openDatabase, type OpenDatabase } from '../../apps/api/src/db/database';
import { unbalancedMovements } from '../../apps/api/src/money/ledger.repository';
import { DEMO_LOGIN_EMAILS, DEMO_LOGIN_PASSWORD } from '../../apps/api/src/seed/seed-demo';
import { seedDemoData } from '../../apps/api/src/seed/seed-demo';
import { createFileStore } from '../../apps/api/src/files/create-file-store';
import { createTrip, createUser, loginAs } from '../../apps/api/src/test/factories';
import { TestClient } from '../../apps/api/src/test/test-client';

/**
 * The restore drill (docs/operations.md, Backups): a database filled with the demo data and with
 * bookings paid by card is backed up with `npm run backup`, wiped, and restored with
 * `npm run restore`. The same members log in, the same trips, bookings and payments are there, the
 * ledger balances and the reconciliation finds nothing to say. Needs DATABASE_URL (a server whose
 * pg_dump is installed, as in CI).
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.DATABASE_URL;
const databaseName = `br_drill_${process.pid}_${randomBytes(4).toString('hex')}`;
let dataDir = '';
let env: Env;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs one of the npm scripts' entry points as `npm run backup` / `npm run restore` do. */
async function cli(script: 'backup' | 'restore', args: string[] = []) {
  const file = path.join(root, `apps/api/src/backup/${script}.cli.ts`);
  const childEnv = { ...process.env, DATABASE_URL: env.DATABASE_URL, DATA_DIR: dataDir };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: root,
      env: childEnv,
    });
    return { code: 0, stdout: stdout.trim(), stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout.trim(), stderr: failed.stderr };
  }
}

/** What must survive, whole rows: members and their passwords, trips, bookings, money. */
const KEPT_TABLES = ['utilisateurs', 'trajets', 'passagers', 'paiements', 'ecritures'] as const;

async function fingerprint(database: OpenDatabase) {
  const result: Record<string, { d: string; n: number }> = {};
  for (const table of KEPT_TABLES)
    result[table] = (
      await database.db.execute<{ d: string; n: number }>(
        sql.raw(
          `SELECT md5(string_agg(t::text, ',' ORDER BY t.id)) AS d, count(*)::int AS n FROM ${table} t`,
        ),
      )
    ).rows[0]!;
  return result;
}

async function withApp<T>(work: (client: () => TestClient, database: OpenDatabase) => Promise<T>) {
  const database = await openDatabase(env);
  const app = await buildApp({ env, db: database.db, logger: false });
  await app.ready();
  try {
    return await work(() => new TestClient(app), database);
  } finally {
    await app.close();
    await database.close();
  }
}

async function reconciliation(client: () => TestClient, database: OpenDatabase) {
  const staff = client().withToken(
    await loginAs(database.db, await createUser(database.db, { role: 'MANAGER' })),
  );
  const response = await staff.post('/api/admin/rapprochement');
  expect(response.status).toBe(200);
  return (response.body as { data: { ecarts: unknown[] } }).data.ecarts;
}

let before: Awaited<ReturnType<typeof fingerprint>>;
let paidBy: { id: number; email: string } | undefined;

beforeAll(async () => {
  if (!serverUrl)
    throw new Error('DATABASE_URL (un serveur PostgreSQL avec son pg_dump) est requis');
  await admin(`CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  dataDir = await mkdtemp(path.join(tmpdir(), 'bonneroute-drill-'));
  env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
    PUBLIC_URL: 'http://localhost:3000',
  });
}, 120_000);

afterAll(async () => {
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('restore drill', () => {
  it('fills the database with demo data, bookings and card payments, all reconciled', async () => {
    await withApp(async (client, database) => {
      const seeded = await seedDemoData(
        database.db,
        dataDir,
        await createFileStore(env, database.db),
      );
      expect(seeded?.bookings).toBeGreaterThan(0);
      const passenger = await createPassenger(database.db, { password: DEMO_LOGIN_PASSWORD });
      paidBy = passenger;
      const token = await loginAs(database.db, passenger);
      for (let i = 0; i < 3; i += 1) {
        const trip = await createTrip(database.db, { montant_contribution: 1500 + i * 100 });
        const paid = await pay(client().withToken(token), passenger.id, paymentForm(trip));
        expect(paid.status).toBe(200);
      }
      expect(await reconciliation(client, database)).toEqual([]);
      before = await fingerprint(database);
      expect(before.paiements!.n).toBeGreaterThanOrEqual(3);
    });
  }, 240_000);

  it('backs up with npm run backup, refuses to restore over data, restores a wiped database', async () => {
    const backup = await cli('backup');
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/backups\/bonneroute-\d{4}-\d\d-\d\dT\d{6}Z\.dump$/);

    const refused = await cli('restore', [backup.stdout]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/contient déjà des données.*--force/s);

    await admin(`DROP DATABASE ${databaseName} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${databaseName}`);
    const restored = await cli('restore', [backup.stdout]);
    expect(restored.stderr).toMatch(/sauvegarde restaurée/);
    expect(restored.code).toBe(0);
    // Over data, --force replaces everything: the same database again, not twice the rows.
    const forced = await cli('restore', [backup.stdout, '--force']);
    expect(forced.code).toBe(0);
  }, 240_000);

  it('has the same members, trips, bookings and payments; the books balance', async () => {
    await withApp(async (client, database) => {
      expect(await fingerprint(database)).toEqual(before);
      for (const email of [...Object.values(DEMO_LOGIN_EMAILS), paidBy!.email]) {
        const login = await client().post(
          '/api/login',
          { email, password: DEMO_LOGIN_PASSWORD },
          { as: 'multipart' },
        );
        expect(login.status, email).toBe(200);
      }
      expect(await unbalancedMovements(database.db)).toEqual([]);
      expect(await reconciliation(client, database)).toEqual([]);
    });
  }, 240_000);
});
