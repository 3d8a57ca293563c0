import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BOOKING_TASKS } from './booking-jobs';
import { releasePayment } from './settlement.service';
import { releaseRequest } from './requests.service';
import { markTripsDone } from './trips-done.service';

/** The booking feature's background tasks on the job queue (graphile-worker). */
export const bookingPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define<{ paymentId: number }>(
      BOOKING_TASKS.releaseAbandoned,
      async ({ paymentId }) => {
        await releasePayment(app, paymentId, { status: 'ANNULE', reason: 'paiement abandonné' });
      },
    );
    app.jobs.define<{ bookingId: number }>(BOOKING_TASKS.expireRequest, async ({ bookingId }) => {
      await releaseRequest(app, bookingId, 'expiration');
    });
    app.jobs.define<{ providerRef: string }>(
      BOOKING_TASKS.providerVoid,
      async ({ providerRef }) => {
        await app.payments.void(providerRef);
      },
    );
    app.jobs.define(BOOKING_TASKS.tripsDone, async () => {
      await markTripsDone(app);
    });
    app.jobs.schedule(`*/15 * * * * ${BOOKING_TASKS.tripsDone}`);
    app.jobs.define<{ captureRef: string; amount: number }>(
      BOOKING_TASKS.providerRefund,
      async ({ captureRef, amount }) => {
        await app.payments.refund(captureRef, amount);
      },
    );
  },
  { name: 'booking', dependencies: ['jobs', 'payments', 'payout-accounts'] },
);
