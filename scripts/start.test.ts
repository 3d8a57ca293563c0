import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../apps/api/src/config/free-port';

/**
 * `npm start` as a newcomer runs it: first start on an empty data folder, SIGTERM, nothing left
 * running, second start on the same data with nothing lost.
 */
const root = path.resolve(import.meta.dirname, '..');
let dataDir = '';
const running = new Set<ChildProcess>();

async function postgresProcessesUsing(dir: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('postgres') && cmdline.includes(dir)) found.push(Number(entry));
  }
  return found;
}

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      E2E_MODE: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the server says on stderr, shown when a stop does not exit 0.
  const said: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => said.push(chunk.toString()));
  stderrOf.set(child, said);
  running.add(child);
  child.once('exit', () => running.delete(child));
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('npm start did not become healthy');
}

/** A query through the database URL the server writes in E2E mode. */
async function query<Row extends object>(text: string): Promise<Row[]> {
  const url = (await readFile(path.join(dataDir, 'database-url'), 'utf8')).trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Row counts. */
async function counts(): Promise<string> {
  const rows = await query(
    'SELECT (SELECT count(*) FROM utilisateurs)::int AS users, (SELECT count(*) FROM trajets)::int AS trips, (SELECT count(*) FROM passagers)::int AS bookings',
  );
  return JSON.stringify(rows[0]);
}

const stderrOf = new Map<ChildProcess, string[]>();
const saidBy = (child: ChildProcess) => (stderrOf.get(child) ?? []).join('').slice(-4000);

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

afterAll(async () => {
  // A failed assertion must not leave a server (and its PostgreSQL) behind.
  await Promise.all([...running].map(stop));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it(
    'starts, stops cleanly on SIGTERM and restarts on the same data',
    { timeout: 180_000 },
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'bonneroute-start-'));
      const port = await findFreePort();

      const first = await start(port);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="fr">');
      const csrf = /XSRF-TOKEN=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')?.[1];
      expect(csrf).toBeTruthy();
      const before = await counts();
      expect(JSON.parse(before).trips).toBeGreaterThanOrEqual(400);
      expect(await stop(first), saidBy(first)).toBe(0);
      expect(await postgresProcessesUsing(dataDir)).toEqual([]);

      const startedAt = Date.now();
      const second = await start(port);
      const secondStartMs = Date.now() - startedAt;
      console.info(`second start healthy after ${secondStartMs} ms`);
      // The data of the first start is all there, and was not seeded twice.
      expect(await counts()).toBe(before);
      // Demo avatars live in the database's file store and are served from it.
      const avatars = await query<{ avatar: string }>(
        `SELECT avatar FROM utilisateurs WHERE avatar LIKE '/fichiers/avatars/%'`,
      );
      expect(avatars.length).toBeGreaterThanOrEqual(40);
      const avatar = await fetch(`http://127.0.0.1:${port}${avatars[0]!.avatar}`);
      expect(avatar.status).toBe(200);
      expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
      expect(await stop(second), saidBy(second)).toBe(0);
      expect(await postgresProcessesUsing(dataDir)).toEqual([]);
    },
  );
});
