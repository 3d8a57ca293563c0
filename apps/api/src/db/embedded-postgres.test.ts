import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgres } from './embedded-postgres';

const started: EmbeddedPostgres[] = [];
let root = '';
afterAll(async () => {
  for (const server of started) await server.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

/** A server on `dataDir`, stopped after the tests whatever happens. */
function serverOn(dataDir: string): EmbeddedPostgres {
  const server = new EmbeddedPostgres({ dataDir, log: () => undefined });
  started.push(server);
  return server;
}

async function answers(server: EmbeddedPostgres): Promise<number> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select 1 as n')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL: one server per data directory', () => {
  it('a second start on the same directory is refused and the first keeps its database', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'bonneroute-embedded-'));
    const dataDir = path.join(root, 'postgres');
    const first = serverOn(dataDir);
    await first.start();

    const second = serverOn(dataDir);
    await expect(second.start()).rejects.toThrow(
      /déjà utilisé par un autre serveur BonneRoute \(processus \d+\).*DATA_DIR/,
    );
    expect(await answers(first)).toBe(1);

    // Once the first has stopped, the directory is free again.
    await first.stop();
    const third = serverOn(dataDir);
    await third.start();
    expect(await answers(third)).toBe(1);
    await third.stop();
  }, 60_000);

  it('the directory of a process that died (killed, crashed) is taken over', async () => {
    const dataDir = path.join(root, 'postgres');
    const gone = spawnSync('true').pid; // a process that has exited
    await writeFile(path.join(root, '.postgres-owner'), `${gone} 0123456789ab\n`);
    const server = serverOn(dataDir);
    await server.start();
    expect(await answers(server)).toBe(1);
    await server.stop();
  }, 60_000);
});
