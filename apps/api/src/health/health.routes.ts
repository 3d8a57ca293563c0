import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@bonneroute/shared/health';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { errorResponseSchema } from '@bonneroute/shared/api';
import { sendError } from '../plugins/error-handler';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['système'],
        summary: 'État du service (vérifie la base de données)',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return sendError(reply, 503, apiErrorTexts.databaseUnavailable);
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
