import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneBackups } from './backup.service';
import { findPgTool, majorOf, PgToolMissingError } from './pg-tools';

let dir = '';

/** A stand-in pg_dump that only answers --version, as the given major version. */
async function fakeTool(folder: string, major: number): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'pg_dump');
  await writeFile(file, `#!/bin/sh\necho "pg_dump (PostgreSQL) ${major}.3"\n`);
  await chmod(file, 0o755);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bonneroute-pg-tools-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('finding pg_dump for a server', () => {
  it('reads the major version of Debian’s and upstream’s builds', () => {
    expect(majorOf('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)')).toBe(15);
    expect(majorOf('pg_restore (PostgreSQL) 18.1')).toBe(18);
    expect(majorOf('bash: pg_dump: not found')).toBeNull();
  });

  it('takes the newest one at least as recent as the server, PG_BIN_DIR first', async () => {
    const old = await fakeTool(path.join(dir, 'old'), 15);
    const recent = await fakeTool(path.join(dir, 'recent'), 18);
    const searchPath = [path.dirname(old), path.dirname(recent)].join(path.delimiter);
    expect(await findPgTool('pg_dump', 16, { searchPath })).toBe(recent);
    const own = await fakeTool(path.join(dir, 'own'), 17);
    expect(await findPgTool('pg_dump', 17, { binDir: path.dirname(own), searchPath: '' })).toBe(
      own,
    );
  });

  it('says in French and English what to install when only older ones exist', async () => {
    const old = await fakeTool(path.join(dir, 'only-old'), 15);
    const error = await findPgTool('pg_dump', 18, {
      binDir: path.dirname(old),
      searchPath: '',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PgToolMissingError);
    const message = (error as Error).message;
    expect(message).toContain('pg_dump 18 ou plus récent est introuvable');
    expect(message).toContain(`pg_dump 15 (${old})`);
    expect(message).toContain('postgresql-client-18');
    expect(message).toContain('pg_dump 18 or newer not found');
  });
});

describe('keeping BACKUP_KEEP backups', () => {
  it('removes the oldest dumps only, nothing else in the folder', async () => {
    const backups = path.join(dir, 'backups');
    await mkdir(backups);
    const names = [
      'bonneroute-2026-11-30T021500Z.dump',
      'bonneroute-2026-12-01T021500Z.dump',
      'bonneroute-2026-12-02T021500Z.dump',
      'notes.txt',
    ];
    for (const name of names) await writeFile(path.join(backups, name), '');
    expect(await pruneBackups(backups, 2)).toEqual(['bonneroute-2026-11-30T021500Z.dump']);
    expect((await readdir(backups)).sort()).toEqual(names.slice(1));
  });
});
