import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findTomorrowsReminders } from './next-trip.repository';

export const TRIP_REMINDER_TASK = 'rappel_veille';

/**
 * The day-before reminder (docs/decisions/031-installable-app.md): every hour, the driver and the
 * confirmed passengers of each active trip leaving in 20 to 28 hours get « Votre trajet part
 * demain », once (a reminder already written for that member and trip is never written again).
 * The notification goes to their phones like any other.
 */
/** The hourly cron: runs once across the instances (graphile-worker's known crontabs). */
export const tripReminderPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(TRIP_REMINDER_TASK, async () => {
      const due = await findTomorrowsReminders(app.db);
      await app.notifications.notify(
        due.map((item) => ({
          utilisateur_id: item.utilisateur_id,
          type: 'RAPPEL_VEILLE' as const,
          details: item.details,
          trajet_id: item.trajet_id,
        })),
      );
    });
    app.jobs.schedule(`7 * * * * ${TRIP_REMINDER_TASK}`);
  },
  { name: 'trip-reminder', dependencies: ['jobs'] },
);
