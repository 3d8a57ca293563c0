import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applyRetention } from './retention.service';

export const RETENTION_TASK = 'conservation_donnees';

/**
 * The retention job, once a day at 03:40 UTC (graphile-worker's cron: one run across every
 * API process).
 */
export const retentionPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(RETENTION_TASK, async () => {
      await applyRetention(app.deps);
    });
    app.jobs.schedule(`40 3 * * * ${RETENTION_TASK}`);
  },
  { name: 'retention', dependencies: ['jobs'] },
);
