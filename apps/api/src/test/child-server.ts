import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../config/env';
import { findFreePort } from '../lib/free-port';

/**
 * The real server (`apps/api/src/main.ts`) in a child process on a test database, as production
 * runs it: its own job runner, its own cron. Tests kill it (SIGKILL) and start it again.
 */
export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Resolves when the process is gone, with its signal (SIGKILL) or exit code. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** What it printed, for a failing test's message. */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await findFreePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'apps/api/src/main.ts')],
    {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (gone) throw new Error(`le serveur s’est arrêté au démarrage :\n${printed}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`le serveur n’a pas démarré :\n${printed}`);
    }
    const ok = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    exited,
    output: () => printed,
    async kill(signal = 'SIGKILL') {
      if (!gone) child.kill(signal);
      await exited;
    },
  };
}

/** A browser-like API client of a child server: CSRF cookie echoed, bearer token sent. */
export async function childClient(url: string) {
  const health = await fetch(`${url}/api/health`);
  const cookie = (health.headers.getSetCookie?.() ?? [])
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('XSRF-TOKEN='));
  const csrf = decodeURIComponent(cookie?.split('=')[1] ?? '');
  return async (
    method: 'GET' | 'POST',
    route: string,
    options: { token?: string; form?: Record<string, string | number>; timeoutMs?: number } = {},
  ): Promise<{ status: number; body: any } | { status: 'connexion perdue' }> => {
    const headers: Record<string, string> = { cookie: cookie ?? '', 'x-xsrf-token': csrf };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        Object.entries(options.form).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
    }
    try {
      const response = await fetch(`${url}${route}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch {
      return { status: 'connexion perdue' };
    }
  };
}
