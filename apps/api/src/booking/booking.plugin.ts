import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BOOKING_TASKS } from './booking-jobs';
import { runOperation } from '../money/operation-runner';
import { reconcile } from '../money/reconciliation.service';
import { recoverMoney } from '../money/recovery.service';
import { releasePayment } from '../money/settlement.service';
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
    // One job per operation (key `operation:{id}`): two refunds never share a job.
    app.jobs.define<{ operationId: number }>(BOOKING_TASKS.operation, async ({ operationId }) => {
      await runOperation(app, operationId);
    });
    // Jobs queued before operations were recorded: the job's id is their idempotency key.
    app.jobs.define<{ providerRef: string }>(
      BOOKING_TASKS.providerVoid,
      async ({ providerRef }, job) => {
        await app.payments.void(providerRef, `ancienne-liberation-${job.id}`);
      },
    );
    app.jobs.define<{ captureRef: string; amount: number }>(
      BOOKING_TASKS.providerRefund,
      async ({ captureRef, amount }, job) => {
        await app.payments.refund(captureRef, amount, `ancien-remboursement-${job.id}`);
      },
    );
    app.jobs.define(BOOKING_TASKS.tripsDone, async () => {
      await markTripsDone(app);
    });
    app.jobs.schedule(`*/15 * * * * ${BOOKING_TASKS.tripsDone}`);
    // Every minute (graphile-worker's cron fires once per minute whatever the number of
    // processes): finish what a crash left half-done, then compare the books.
    app.jobs.define(BOOKING_TASKS.moneyRecovery, async () => {
      await recoverMoney(app);
      await reconcile(app);
    });
    app.jobs.schedule(`* * * * * ${BOOKING_TASKS.moneyRecovery}`);
  },
  { name: 'booking', dependencies: ['jobs', 'payments', 'user-space-payout-accounts'] },
);
