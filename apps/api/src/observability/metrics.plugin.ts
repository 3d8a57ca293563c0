import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { isDatabaseUnavailable } from '../db/outage';
import {
  httpRequestDuration,
  jobGauges,
  jobRetries,
  jobRuns,
  openDiscrepancies,
  poolGauges,
  registry,
  startDefaultMetrics,
  websocketConnections,
} from './metrics';
import { jobQueueCounts, openDiscrepancyCount } from './metrics.repository';

/** Requests no route matched (404, bad URLs) share one label: raw paths never become labels. */
const UNMATCHED = 'non_trouvee';

function sameToken(sent: string | undefined, expected: Buffer): boolean {
  if (!sent?.startsWith('Bearer ')) return false;
  const given = Buffer.from(sent.slice('Bearer '.length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Each job run counted by task and outcome, its retries apart. */
function countJobs(app: FastifyInstance): void {
  app.jobs.use(async (run, next) => {
    if (run.attempts > 1) jobRetries.inc({ task: run.task });
    try {
      await next();
      jobRuns.inc({ task: run.task, resultat: 'reussie' });
    } catch (error) {
      jobRuns.inc({ task: run.task, resultat: 'echouee' });
      throw error;
    }
  });
}

function readPools(pools: [string, pg.Pool][]): void {
  for (const [name, pool] of pools) {
    poolGauges.total.set({ pool: name }, pool.totalCount);
    poolGauges.idle.set({ pool: name }, pool.idleCount);
    poolGauges.waiting.set({ pool: name }, pool.waitingCount);
    poolGauges.max.set({ pool: name }, pool.options.max ?? 10);
  }
}

/** What lives in the shared database, read at scrape time; an outage leaves the last values. */
async function readDatabase(app: FastifyInstance): Promise<void> {
  try {
    const [jobs, open] = await Promise.all([jobQueueCounts(app.db), openDiscrepancyCount(app.db)]);
    for (const gauge of Object.values(jobGauges)) gauge.reset();
    for (const row of jobs) {
      const labels = { task: row.task };
      jobGauges.waiting.set(labels, row.waiting);
      jobGauges.running.set(labels, row.running);
      jobGauges.retrying.set(labels, row.retrying);
      jobGauges.failed.set(labels, row.failed);
      jobGauges.stuck.set(labels, row.stuck);
    }
    openDiscrepancies.set(open);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
  }
}

/**
 * Prometheus metrics at /metrics (docs/operations.md), for whoever holds METRICS_TOKEN: unset,
 * the route does not exist (404) and no request is timed, so that an instance without monitoring
 * pays nothing. The duration of each request is recorded under its route's pattern
 * (`/api/trajets/:id`), never its raw URL.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.env.METRICS_TOKEN;
    if (!token) {
      // Declared all the same: the SPA's catch-all must not answer this path with a page.
      app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
        reply.code(404).send({ errors: [{ status: '404', detail: apiErrorTexts.notFound }] }),
      );
      return;
    }
    const expected = Buffer.from(token);
    startDefaultMetrics();
    countJobs(app);
    const pools: [string, pg.Pool][] = [['primary', app.db.$client]];
    if (app.dbRead !== app.db) pools.push(['replica', app.dbRead.$client]);

    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      httpRequestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED,
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!sameToken(request.headers.authorization, expected))
        return reply
          .code(401)
          .send({ errors: [{ status: '401', detail: apiErrorTexts.unauthenticated }] });
      readPools(pools);
      websocketConnections.set(app.hasDecorator('realtime') ? app.realtime.connectionCount() : 0);
      await readDatabase(app);
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['jobs'] },
);
