import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readinessResponseSchema } from '@bonneroute/shared/health';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { sendError } from '../plugins/error-handler';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/outage';
import { checkDatabase } from './health.service';

/**
 * For the load balancer: `/health` says the process is alive and reaches the database;
 * `/ready` also says it takes new requests, and fails from the moment it starts draining.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      // The balancer asks every second: only problems are logged.
      logLevel: 'warn',
      schema: {
        tags: ['système'],
        summary: 'Prêt à recevoir des requêtes (503 pendant l’arrêt ou sans base de données)',
        response: { 200: readinessResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (app.readiness.draining) return sendError(reply, 503, apiErrorTexts.draining);
      try {
        await checkDatabase(app.deps);
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unreachable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendError(reply, 503, apiErrorTexts.databaseUnavailable, { code: 'database' });
      }
      return {
        data: {
          status: 'ready' as const,
          database: 'ok' as const,
          sockets: app.realtime.connectionCount(),
        },
      };
    },
  );

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      logLevel: 'warn',
      schema: {
        tags: ['système'],
        summary: 'Processus vivant (vérifie la base de données)',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      try {
        await checkDatabase(app.deps);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendError(reply, 503, apiErrorTexts.databaseUnavailable, { code: 'database' });
      }
      return {
        data: {
          status: 'ok' as const,
          database: 'ok' as const,
          database_latency_ms: Math.round((performance.now() - started) * 100) / 100,
          uptime_s: Math.round(process.uptime()),
        },
      };
    },
  );
};
