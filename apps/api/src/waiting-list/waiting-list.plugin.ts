import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WAITING_LIST_TASKS } from './waiting-list-jobs';
import { closeDepartedLists, endPriority, offerFreedSeats } from './waiting-list-offers.service';

/** The waiting list's background tasks: each job runs once across API processes. */
export const waitingListPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define<{ trajetId: number }>(WAITING_LIST_TASKS.offer, async ({ trajetId }) => {
      await offerFreedSeats(app.deps, trajetId);
    });
    app.jobs.define<{ entryId: number }>(WAITING_LIST_TASKS.priorityEnded, async ({ entryId }) => {
      await endPriority(app.deps, entryId);
    });
    app.jobs.define(WAITING_LIST_TASKS.close, async () => {
      await closeDepartedLists(app.deps);
    });
    app.jobs.schedule(`*/15 * * * * ${WAITING_LIST_TASKS.close}`);
  },
  { name: 'waiting-list', dependencies: ['jobs', 'mail', 'money'] },
);
