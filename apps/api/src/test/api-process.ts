import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../config/free-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** An API process started from `src/main.ts`, as production runs it (its own OS process). */
export interface ApiProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string>;
  /** Waits until `GET /api/health` answers 200; fails if the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  /** Sends a signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Spawns one API process on its own port and data directory without waiting for it (several
 * spawned in a row start at the same time). `env` adds to or overrides the defaults below.
 */
export async function spawnApiProcess(
  name: string,
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<ApiProcess> {
  const port = options.port ?? (await findFreePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), `bonneroute-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      DRAIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'inconnu')),
  );
  const url = `http://127.0.0.1:${port}`;
  const proc: ApiProcess = {
    name,
    port,
    url,
    child,
    dataDir,
    output: () => output,
    exited,
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      let gone = false;
      void exited.then(() => (gone = true));
      while (Date.now() < deadline) {
        if (gone) throw new Error(`${name} s’est arrêté au démarrage :\n${output}`);
        const ok = await fetch(`${url}/api/health`)
          .then((response) => response.ok)
          .catch(() => false);
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${name} n’a pas démarré à temps :\n${output}`);
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  return proc;
}
