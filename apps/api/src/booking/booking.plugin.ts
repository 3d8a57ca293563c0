import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BOOKING_TASKS } from './booking-jobs';
import { releaseRequest } from './requests.service';
import { markTripsDone } from './trips-done.service';

/** The booking feature's background tasks on the job queue (graphile-worker). */
export const bookingPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define<{ bookingId: number }>(BOOKING_TASKS.expireRequest, async ({ bookingId }) => {
      await releaseRequest(app.deps, bookingId, 'expiration');
    });
    app.jobs.define(BOOKING_TASKS.tripsDone, async () => {
      await markTripsDone(app.deps);
    });
    app.jobs.schedule(`*/15 * * * * ${BOOKING_TASKS.tripsDone}`);
  },
  { name: 'booking', dependencies: ['jobs', 'money'] },
);
