import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchContext, ScenarioReport } from './bench-context';
import { runLoad } from './http-load';
import { scenarios } from './scenarios';
import { findFreePort } from '../apps/api/src/lib/free-port';

/**
 * `npm run bench`: a bare node:http hello-world as the yardstick, then every scenario against
 * the real server (production build, embedded PostgreSQL under data/bench or DATABASE_URL),
 * printing requests/s, p50/p95/p99 latency and the ratio to the yardstick.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim().toLowerCase());

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

async function startServer(port: number): Promise<{ child: ChildProcess; databaseUrl: string }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let databaseUrl = process.env.DATABASE_URL ?? '';
  const deadline = Date.now() + 180_000;
  child.stdout?.on('data', (chunk: Buffer) => {
    const match = /BENCH_DATABASE_URL=(\S+)/.exec(chunk.toString());
    if (match) databaseUrl = match[1]!;
  });
  for (;;) {
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

function format(report: ScenarioReport, reference: number): string {
  const ratio =
    reference > 0 ? `${((report.requestsPerSecond / reference) * 100).toFixed(1)} %` : '—';
  return [
    report.name.padEnd(58),
    report.requestsPerSecond.toFixed(0).padStart(9),
    report.p50.toFixed(1).padStart(8),
    report.p95.toFixed(1).padStart(8),
    report.p99.toFixed(1).padStart(8),
    ratio.padStart(9),
    String(report.errors + report.non2xx).padStart(7),
  ].join(' ');
}

async function main() {
  console.log(
    `bench : ${durationSeconds} s par scénario, ${connections} connexions, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'PostgreSQL embarqué'}`,
  );
  const hello = await measureHelloWorld();
  const port = await findFreePort();
  const { child, databaseUrl } = await startServer(port);
  const context: BenchContext = {
    baseUrl: `http://127.0.0.1:${port}`,
    databaseUrl,
    durationSeconds,
    connections,
    async csrfHeaders() {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      const cookie = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
      return { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie };
    },
  };
  const reports: ScenarioReport[] = [hello];
  try {
    for (const scenario of scenarios) {
      if (only && !only.some((name) => scenario.name.toLowerCase().includes(name))) continue;
      reports.push(...(await scenario.run(context)));
    }
  } finally {
    child.kill('SIGTERM');
  }
  console.log('');
  console.log(
    [
      'scénario'.padEnd(58),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'vs http'.padStart(9),
      'erreurs'.padStart(7),
    ].join(' '),
  );
  for (const report of reports) console.log(format(report, hello.requestsPerSecond));
  for (const report of reports) for (const note of report.notes ?? []) console.log(`  • ${note}`);
  await new Promise((resolve) => child.once('exit', resolve));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
