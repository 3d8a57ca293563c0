import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { BenchContext, ScenarioReport } from './bench-context';
import { runLoad } from './http-load';
import { scenarios } from './scenarios';
import { findFreePort } from '../apps/api/src/config/free-port';

/**
 * `npm run bench`: a bare node:http hello-world as the yardstick, then every scenario against
 * the real server (production build, a fresh database: embedded PostgreSQL under data/ or a new
 * database on DATABASE_URL's server, removed at the end), printing a markdown table of
 * requests/s, p50/p95/p99 latency, the ratio to the yardstick and the errors, then the search
 * growth line and the checks.
 *
 * `npm run bench -- --smoke` (CI): every scenario for 1 s on small data; exits 1 on any error,
 * any non-2xx answer or any failed check — never on a speed figure.
 *
 * Prometheus metrics are off unless `npm run bench -- --metrics` (or METRICS_TOKEN set): run both
 * to see what timing every request costs (docs/operations.md).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const smoke = process.argv.includes('--smoke');
const durationSeconds = Number(process.env.BENCH_DURATION ?? (smoke ? 1 : 5));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim().toLowerCase());
const keepData = process.env.BENCH_KEEP_DATA === '1';
const metricsToken = process.argv.includes('--metrics')
  ? process.env.METRICS_TOKEN || 'bench-metriques'
  : process.env.METRICS_TOKEN || '';

async function measureHelloWorld(): Promise<ScenarioReport> {
  const port = await findFreePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('hello world');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const result = await runLoad({ url: `http://127.0.0.1:${port}/`, durationSeconds, connections });
  await new Promise((resolve) => server.close(resolve));
  return { name: 'référence : node:http hello world', ...result };
}

/** A fresh database for this run: a new one on DATABASE_URL's server, or a new embedded one. */
async function freshDatabase(
  stamp: string,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `bonneroute_bench_${stamp}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      async drop() {
        if (keepData) return console.log(`base gardée : ${url}`);
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dataDir = path.join(root, 'data', `bench-${stamp}`);
  await mkdir(dataDir, { recursive: true });
  return {
    env: { BENCH_DATA_DIR: dataDir },
    async drop() {
      if (keepData) return console.log(`données gardées : ${dataDir}`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; databaseUrl: string }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench-server.mjs')], {
    env: { ...process.env, ...env, PORT: String(port), METRICS_TOKEN: metricsToken },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let databaseUrl = env.DATABASE_URL ?? '';
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 180_000;
  child.stdout?.on('data', (chunk: Buffer) => {
    const match = /BENCH_DATABASE_URL=(\S+)/.exec(chunk.toString());
    if (match) databaseUrl = match[1]!;
  });
  for (;;) {
    if (exited) throw new Error('le serveur de bench s’est arrêté au démarrage');
    if (Date.now() > deadline) throw new Error('le serveur de bench n’a pas démarré');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok && databaseUrl) return { child, databaseUrl };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const fr = (value: number, digits = 0) =>
  value.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function row(report: ScenarioReport, reference: number): string {
  const errors = report.errors + report.non2xx;
  const cells = report.latencyOnly
    ? [report.name, `${fr(report.requestsPerSecond)} livraisons/s`, '', '', '']
    : [
        report.name,
        fr(report.requestsPerSecond),
        fr(report.p50, 1),
        fr(report.p95, 1),
        fr(report.p99, 1),
      ];
  if (report.latencyOnly) {
    cells[2] = fr(report.p50, 1);
    cells[3] = fr(report.p95, 1);
    cells[4] = `**${fr(report.p99, 1)}**`;
  }
  const ratio =
    report.latencyOnly || reference <= 0
      ? ''
      : `${fr((report.requestsPerSecond / reference) * 100, 1)} %`;
  return `| ${[...cells, ratio, errors > 0 ? `**${fr(errors)}**` : '0'].join(' | ')} |`;
}

function failures(report: ScenarioReport): string[] {
  const found: string[] = [];
  if (report.errors + report.non2xx > 0) {
    const statuses = Object.entries(report.statuses ?? {})
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    found.push(
      `${report.name} : ${report.errors + report.non2xx} erreurs${statuses ? ` (${statuses})` : ''}`,
    );
  }
  for (const check of report.checks ?? [])
    if (!check.ok) found.push(`${report.name} : ${check.label}`);
  return found;
}

async function main() {
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  console.log(
    `bench${smoke ? ' --smoke' : ''} : ${durationSeconds} s par scénario, ${connections} connexions, ${process.env.DATABASE_URL ? 'base neuve sur DATABASE_URL' : 'PostgreSQL embarqué neuf'}, métriques ${metricsToken ? 'activées' : 'désactivées'}`,
  );
  const startedAt = performance.now();
  const hello = await measureHelloWorld();
  const port = await findFreePort();
  const database = await freshDatabase(stamp);
  const reports: ScenarioReport[] = [hello];
  const crashed: string[] = [];
  let child: ChildProcess | undefined;
  try {
    const server = await startServer(port, database.env);
    child = server.child;
    const context: BenchContext = {
      baseUrl: `http://127.0.0.1:${port}`,
      databaseUrl: server.databaseUrl,
      durationSeconds,
      connections,
      smoke,
      yardstick: hello.requestsPerSecond,
      async csrfHeaders() {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        const cookie =
          /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
        return { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie };
      },
    };
    for (const scenario of scenarios) {
      if (only && !only.some((name) => scenario.name.toLowerCase().includes(name))) continue;
      const started = performance.now();
      try {
        reports.push(...(await scenario.run(context)));
      } catch (error) {
        console.error(`scénario « ${scenario.name} » en échec :`, error);
        crashed.push(`${scenario.name} : ${(error as Error).message}`);
      }
      console.log(`  ${scenario.name} : ${fr((performance.now() - started) / 1000)} s`);
    }
    if (metricsToken) {
      // Measured with metrics on: they were there to be read.
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      if (scraped.status !== 200) crashed.push(`/metrics : ${scraped.status}`);
    }
  } finally {
    if (child) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await database.drop();
  }

  const reference = hello.requestsPerSecond;
  console.log('');
  console.log(
    '| scénario | req/s | p50 ms | p95 ms | p99 ms | vs node:http | erreurs |\n|---|---|---|---|---|---|---|',
  );
  for (const report of reports) console.log(row(report, reference));
  const growth = reports.filter((report) => report.growth);
  if (growth.length > 0)
    console.log(
      `\nCroissance de la recherche (p95) : ${growth
        .map(
          (r) =>
            `${fr(r.growth!.trips)} trajets → ${fr(r.p95, 1)} ms (${fr(r.requestsPerSecond)} req/s)`,
        )
        .join(' ; ')}`,
    );
  console.log('');
  for (const report of reports) {
    for (const note of report.notes ?? []) console.log(`- ${note}`);
    for (const check of report.checks ?? [])
      console.log(`- ${check.ok ? '✓' : '✗'} ${check.label}`);
  }
  const failed = [...crashed, ...reports.flatMap(failures)];
  console.log(
    `\nDurée totale : ${fr((performance.now() - startedAt) / 1000)} s. ${
      failed.length === 0 ? 'Aucune erreur, tous les contrôles passent.' : 'ÉCHECS :'
    }`,
  );
  for (const line of failed) console.log(`  ✗ ${line}`);
  process.exit(failed.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
