import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client';

export const TRIP_REMINDER_TASK = 'rappel_veille';

/**
 * The day-before reminder (docs/decisions/031-installable-app.md): every hour, the driver and the
 * confirmed passengers of each active trip leaving in 20 to 28 hours get « Votre trajet part
 * demain », once (a reminder already written for that member and trip is never written again).
 * The notification goes to their phones like any other.
 */
export async function tomorrowsReminders(db: DbOrTx, now = new Date()) {
  const from = new Date(now.getTime() + 20 * 3600_000).toISOString();
  const to = new Date(now.getTime() + 28 * 3600_000).toISOString();
  const result = await db.execute<{
    utilisateur_id: number;
    trajet_id: number;
    details: string;
  }>(sql`
    with partants as (
      select t.id, t.utilisateur_id, t.ville_depart, t.ville_arrivee, t.heure from trajets t
      where t.actif and t.is_publie and t.depart_le >= ${from}::timestamptz
        and t.depart_le < ${to}::timestamptz
        and exists (select 1 from passagers p where p.trajet_id = t.id and p.statut = 'CONFIRMEE')
    ), concernes as (
      select id as trajet_id, utilisateur_id, ville_depart, ville_arrivee, heure from partants
      union
      select t.id, p.utilisateur_id, t.ville_depart, t.ville_arrivee, t.heure
      from partants t join passagers p on p.trajet_id = t.id and p.statut = 'CONFIRMEE'
    )
    select c.utilisateur_id, c.trajet_id,
      c.ville_depart || ' → ' || c.ville_arrivee || ', départ à ' || to_char(c.heure, 'HH24 "h" MI') as details
    from concernes c
    where not exists (
      select 1 from notifications n
      where n.utilisateur_id = c.utilisateur_id and n.trajet_id = c.trajet_id
        and n.type_notif_code = 'RAPPEL_VEILLE')
    order by c.trajet_id, c.utilisateur_id`);
  return result.rows;
}

/** The hourly cron: runs once across the instances (graphile-worker's known crontabs). */
export const tripReminderPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(TRIP_REMINDER_TASK, async () => {
      const due = await tomorrowsReminders(app.db);
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
