import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { erasePositions } from './trip-share.service';

const ERASE_TASK = 'suivi_positions_effacees';

/** Shared positions are erased once the trip has arrived (a cron, once across instances). */
export const tripSharePlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(ERASE_TASK, async () => {
      await erasePositions(app.deps);
    });
    app.jobs.schedule(`*/10 * * * * ${ERASE_TASK}`);
  },
  { name: 'trip-share', dependencies: ['jobs'] },
);
