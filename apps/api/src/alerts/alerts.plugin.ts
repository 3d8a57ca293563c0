import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendAlertGroup } from './alert-grouping';
import { expireOldAlerts, matchTripAlerts, sendAlertDigest } from './alert-matching';
import { ALERT_TASKS } from './alert-tasks';

/**
 * The alerts' background tasks: matching a trip, an alert's digest and its summary of the trips
 * beyond the owner's daily budget (each job once across API processes: graphile-worker hands a
 * job to one worker), the hourly expiry.
 */
export const alertsPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define<{ trajetId: number }>(ALERT_TASKS.match, async ({ trajetId }) => {
      const started = performance.now();
      const { matched } = await matchTripAlerts(app.deps, trajetId);
      app.log.info(
        { trajetId, matched, ms: Math.round(performance.now() - started) },
        'alertes : trajet rapproché',
      );
    });
    app.jobs.define<{ alerteId: number }>(ALERT_TASKS.digest, async ({ alerteId }) => {
      await sendAlertDigest(app.deps, alerteId);
    });
    app.jobs.define<{ alerteId: number }>(ALERT_TASKS.group, async ({ alerteId }) => {
      await sendAlertGroup(app.deps, alerteId);
    });
    app.jobs.define(ALERT_TASKS.expire, async () => {
      await expireOldAlerts(app.deps);
    });
    // Every hour at :05 (UTC), so an alert closes within the hour after its last day ends.
    app.jobs.schedule(`5 * * * * ${ALERT_TASKS.expire}`);
  },
  { name: 'alerts', dependencies: ['jobs', 'mail'] },
);
