import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApiProcess, type ApiProcess } from '../test/api-process';
import { createScratchDatabase, type ScratchDatabase } from '../test/test-app';

interface ExportedSpan {
  name: string;
  traceId: string;
  scope: string;
}

/** A stand-in OpenTelemetry collector: OTLP/HTTP JSON traces, kept in memory. */
let collector: Server;
const spans: ExportedSpan[] = [];
let database: ScratchDatabase;
let api: ApiProcess;

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const data = JSON.parse(body) as {
          resourceSpans: {
            scopeSpans: { scope: { name: string }; spans: { name: string; traceId: string }[] }[];
          }[];
        };
        for (const resource of data.resourceSpans)
          for (const scope of resource.scopeSpans)
            for (const span of scope.spans)
              spans.push({ name: span.name, traceId: span.traceId, scope: scope.scope.name });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const port = (collector.address() as AddressInfo).port;
  database = await createScratchDatabase();
  api = await spawnApiProcess('traces', {
    DATABASE_URL: database.url,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '100',
    OTEL_METRICS_EXPORTER: 'none',
    OTEL_LOGS_EXPORTER: 'none',
    LOG_LEVEL: 'info',
    // The money recovery's first run comes this long after the start: a job to see traced.
    MONEY_RECOVERY_AFTER_SECONDS: '1',
  });
  await api.ready();
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await database?.drop();
  await new Promise((resolve) => collector?.close(resolve));
});

async function waitFor<T>(check: () => T | undefined, what: string, tries = 100): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const found = check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${what} : rien reçu (${spans.map((span) => span.name).join(', ')})\n${api.output()}`,
  );
}

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('traces a request through HTTP, Fastify and pg, and its log line carries the trace id', async () => {
    const response = await fetch(`${api.url}/api/trajets?depart=Paris&arrivee=Lyon`);
    expect(response.status).toBeLessThan(500);
    const logged = await waitFor(
      () =>
        api
          .output()
          .split('\n')
          .find((line) => line.includes('/api/trajets?depart=Paris') && line.includes('trace_id')),
      'ligne de journal avec le trace id',
    );
    const traceId = (JSON.parse(logged) as { trace_id: string }).trace_id;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    const inTrace = (scope: string) => () =>
      spans.find((span) => span.traceId === traceId && span.scope.includes(scope));
    expect((await waitFor(inTrace('instrumentation-http'), 'span HTTP')).name).toMatch(/^GET/);
    await waitFor(inTrace('fastify'), 'span Fastify de la requête');
    await waitFor(inTrace('instrumentation-pg'), 'span pg de la requête');
  });

  it('traces the job queue’s runs', async () => {
    const job = await waitFor(
      () => spans.find((span) => span.name === 'job argent_reprise'),
      'span de tâche',
      300,
    );
    // Its queries belong to its trace.
    expect(spans.some((span) => span.traceId === job.traceId && span.name.startsWith('pg.'))).toBe(
      true,
    );
  }, 90_000);
});
