import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MONEY_TASKS } from './money-jobs';
import { runOperation } from './operation-runner';
import { reconcile } from './reconciliation.service';
import { recoverMoney } from './recovery.service';
import { releasePayment } from './settlement.service';

/** The money engine's background tasks on the job queue (graphile-worker). */
export const moneyPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define<{ paymentId: number }>(MONEY_TASKS.releaseAbandoned, async ({ paymentId }) => {
      await releasePayment(app.deps, paymentId, { status: 'ANNULE', reason: 'paiement abandonné' });
    });
    // One job per operation (key `operation:{id}`): two refunds never share a job.
    app.jobs.define<{ operationId: number }>(MONEY_TASKS.operation, async ({ operationId }) => {
      await runOperation(app.deps, operationId);
    });
    // Jobs queued before operations were recorded: the job's id is their idempotency key.
    app.jobs.define<{ providerRef: string }>(
      MONEY_TASKS.providerVoid,
      async ({ providerRef }, job) => {
        await app.payments.void(providerRef, `ancienne-liberation-${job.id}`);
      },
    );
    app.jobs.define<{ captureRef: string; amount: number }>(
      MONEY_TASKS.providerRefund,
      async ({ captureRef, amount }, job) => {
        await app.payments.refund(captureRef, amount, `ancien-remboursement-${job.id}`);
      },
    );
    // Every minute (graphile-worker's cron fires once per minute whatever the number of
    // processes): finish what a crash left half-done, then compare the books.
    app.jobs.define(MONEY_TASKS.moneyRecovery, async () => {
      await recoverMoney(app.deps);
      await reconcile(app.deps);
    });
    app.jobs.schedule(`* * * * * ${MONEY_TASKS.moneyRecovery}`);
  },
  { name: 'money', dependencies: ['jobs', 'payments', 'user-space-payout-accounts'] },
);
