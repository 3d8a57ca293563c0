import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnApiProcess, type ApiProcess } from '../test/api-process';
import { createScratchDatabase, type ScratchDatabase } from '../test/test-app';
import { createPool } from './client';
import { migrationsFolder } from './migrate';
import { STARTUP_LOCK_KEY, withStartupLock } from './startup-lock';

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function scratch(empty: boolean): Promise<ScratchDatabase> {
  const database = await createScratchDatabase({ empty });
  cleanups.push(() => database.drop());
  return database;
}

async function scalar(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(query);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe('API processes started at the same time on one empty database', () => {
  it('all start; migrations, the job queue schema and the demo data are applied once', async () => {
    const database = await scratch(true);
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: '1',
      ADMIN_EMAIL: 'admin@exemple.fr',
      ADMIN_PASSWORD: 'Motdepasse#1',
      LOG_LEVEL: 'warn',
    };
    const processes: ApiProcess[] = [];
    for (const name of ['api-1', 'api-2']) processes.push(await spawnApiProcess(name, env));
    cleanups.push(() => Promise.all(processes.map((p) => p.stop())));
    await Promise.all(processes.map((p) => p.ready()));

    for (const p of processes) {
      const health = await fetch(`${p.url}/api/health`);
      expect(health.status).toBe(200);
      expect(p.output()).not.toMatch(/42P07|already exists|existe déjà/);
    }
    expect(
      await scalar(database.url, 'SELECT count(*) AS n FROM drizzle.__drizzle_migrations'),
    ).toBe(journal.entries.length);
    expect(
      await scalar(database.url, 'SELECT count(*) AS n FROM graphile_worker.migrations'),
    ).toBeGreaterThan(0);

    // One process seeded; the other found the data there.
    const seeders = processes.filter((p) => p.output().includes('données de démonstration'));
    expect(seeders).toHaveLength(1);
    const users = Number(/: (\d+) utilisateurs/.exec(seeders[0]!.output())![1]);
    expect(await scalar(database.url, 'SELECT count(*) AS n FROM utilisateurs')).toBe(users + 1);
    expect(
      await scalar(
        database.url,
        `SELECT count(*) AS n FROM utilisateurs WHERE email = 'admin@exemple.fr'`,
      ),
    ).toBe(1);
  }, 180_000);
});

describe('withStartupLock', () => {
  it('makes a second process wait until the first has finished preparing', async () => {
    const database = await scratch(false);
    const first = createPool(database.url, 3);
    const second = createPool(database.url, 3);
    cleanups.push(
      () => first.end(),
      () => second.end(),
    );
    const order: string[] = [];
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));

    const a = withStartupLock(first, async () => {
      order.push('a:start');
      started();
      await holding;
      order.push('a:end');
    });
    await firstStarted;
    const b = withStartupLock(second, async () => {
      order.push('b:start');
    });
    // The second caller is queued on the lock in PostgreSQL, not running.
    for (;;) {
      const waiting = await first.query(
        `SELECT count(*)::int AS n FROM pg_locks
         WHERE locktype = 'advisory' AND NOT granted AND database = (
           SELECT oid FROM pg_database WHERE datname = current_database())
           AND ((classid::bigint << 32) | objid::bigint) = $1`,
        [STARTUP_LOCK_KEY.toString()],
      );
      if (waiting.rows[0].n === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(order).toEqual(['a:start']);
    release();
    await Promise.all([a, b]);
    expect(order).toEqual(['a:start', 'a:end', 'b:start']);
  });

  it('releases the lock when the preparation fails', async () => {
    const database = await scratch(false);
    const pool = createPool(database.url, 2);
    cleanups.push(() => pool.end());
    await expect(
      withStartupLock(pool, async () => {
        throw new Error('migration ratée');
      }),
    ).rejects.toThrow('migration ratée');
    expect(await withStartupLock(pool, async () => 'ensuite')).toBe('ensuite');
  });
});
