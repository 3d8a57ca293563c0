import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ALERT_LIMITS } from '@bonneroute/shared/alerts';
import { formatDateFr, todayInParis } from '@bonneroute/shared/dates';
import { formatEurosShort } from '@bonneroute/shared/pricing';
import { buildPath } from '@bonneroute/shared/routes';
import { publicUrl } from '../config/env';
import type { DbOrTx } from '../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import type { NotificationRow } from '../notifications/notifications.repository';
import { alertMatchEmail, type AlertMailTrip } from './alert-mails';
import { unsubscribeLinks } from './alert-links';
import { expireAlerts, updateAlert, type AlertRow } from './alerts.repository';
import { findMatchingAlerts, toAlertRow, type Stop, type TripForAlerts } from './alert-lookup';

export { findMatchingAlerts };

export const ALERT_TASKS = {
  /** A trip was published or got a seat back: tell the matching alerts. */
  match: 'alertes_correspondances',
  /** The matches of one alert gathered since its last e-mail. */
  digest: 'alertes_resume',
  /** Close the alerts whose dates are past. */
  expire: 'alertes_expiration',
} as const;

/**
 * Called in the transaction that publishes a trip or frees a seat: the matching runs in a job
 * after the commit, so the request only pays for one row in the job queue. The key makes the
 * jobs of one trip collapse while they wait.
 */
export async function enqueueAlertMatching(tx: DbOrTx, tripId: number): Promise<void> {
  await enqueueJob(
    tx,
    ALERT_TASKS.match,
    { trajetId: tripId },
    { jobKey: `alertes:trajet:${tripId}` },
  );
}

const parisTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
});

async function loadTrip(db: DbOrTx, tripId: number) {
  const trip = await db.execute<Record<string, unknown>>(sql`
    select id, to_char(date, 'YYYY-MM-DD') as date, heure, depart_le, duree_secondes,
      nb_places_proposees - nb_places_reservees as places,
      actif and is_publie and not is_effectue and nb_places_reservees < nb_places_proposees
        and depart_le > now() as reservable
    from trajets where id = ${tripId}`);
  const row = trip.rows[0];
  if (!row) return undefined;
  const stops = await db.execute<Record<string, unknown>>(sql`
    select position, ville, latitude, longitude, montant from trajets_arrets
    where trajet_id = ${tripId} order by position`);
  return {
    trip: {
      id: Number(row.id),
      date: String(row.date),
      heure: String(row.heure).slice(0, 5),
      depart_le: new Date(row.depart_le as string),
      duree_secondes: Number(row.duree_secondes ?? 0),
      places: Number(row.places),
      reservable: Boolean(row.reservable),
    } satisfies TripForAlerts,
    stops: stops.rows.map((s) => ({
      position: Number(s.position),
      ville: String(s.ville),
      latitude: Number(s.latitude),
      longitude: Number(s.longitude),
      montant: Number(s.montant),
    })) satisfies Stop[],
  };
}

function mailTrip(siteUrl: string, trip: TripForAlerts, from: Stop, to: Stop, last: number) {
  const whole = from.position === 0 && to.position === last;
  const path = buildPath('covoiturage', { id: String(trip.id) });
  const arrival = new Date(trip.depart_le.getTime() + trip.duree_secondes * 1000);
  return {
    ville_depart: from.ville,
    ville_arrivee: to.ville,
    date: trip.date,
    heure_depart: trip.heure,
    heure_arrivee: parisTime.format(arrival),
    montant: to.montant - from.montant,
    url: `${siteUrl}${path}${whole ? '' : `?troncon=${from.position}-${to.position}`}`,
  } satisfies AlertMailTrip;
}

/** Where an alert's e-mails go: the member's account address, or the visitor's. */
async function recipientOf(db: DbOrTx, alert: AlertRow): Promise<string | undefined> {
  if (alert.utilisateur_id === null) return alert.email ?? undefined;
  const found = await db.execute<{ email: string }>(
    sql`select email from utilisateurs where id = ${alert.utilisateur_id}`,
  );
  return found.rows[0]?.email;
}

/** Sends one alert e-mail for some announced trips and records it on their rows. */
async function sendAlertMail(
  app: FastifyInstance,
  tx: DbOrTx,
  alert: AlertRow,
  trips: { trajetId: number; mail: AlertMailTrip }[],
  now: Date,
): Promise<void> {
  const to = await recipientOf(tx, alert);
  if (!to || trips.length === 0) return;
  const siteUrl = publicUrl(app.env);
  const links = await unsubscribeLinks(tx, siteUrl, alert.id);
  const content = alertMatchEmail({
    alert,
    trips: trips.map((t) => t.mail),
    unsubscribeUrl: links.page,
    manageUrl:
      alert.utilisateur_id === null ? null : `${siteUrl}${buildPath('alertesUtilisateurs')}`,
    siteUrl,
  });
  const ids = trips.map((t) => t.trajetId);
  const { id } = await app.mail.queue(
    tx,
    {
      to,
      ...content,
      template: trips.length === 1 ? 'alerte-trajet' : 'alerte-resume',
      utilisateurId: alert.utilisateur_id,
      // The signature stops the alert: kept out of the stored body like link tokens (issue 16).
      secrets: [links.signature],
      headers: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    { dedupKey: `alerte:${alert.id}:${ids.join(',')}`.slice(0, 160) },
  );
  await tx.execute(sql`
    update alertes_envois set email_id = ${id}
    where alerte_id = ${alert.id} and trajet_id in (${sql.join(
      ids.map((t) => sql`${t}`),
      sql`, `,
    )})`);
  await updateAlert(tx, alert.id, { dernier_email_le: now });
}

/**
 * The job of one trip: every matching active alert gets it once (`alertes_envois` keeps which
 * alert heard of which trip). Members get an in-app notification (and their bubble rises); the
 * e-mail goes at once when the alert's last e-mail is more than an hour old, otherwise the trip
 * waits for the alert's digest, due an hour after that e-mail.
 */
export async function matchTripAlerts(app: FastifyInstance, tripId: number, now = new Date()) {
  const loaded = await loadTrip(app.db, tripId);
  if (!loaded || !loaded.trip.reservable || loaded.stops.length < 2) return { matched: 0 };
  const { trip, stops } = loaded;
  const siteUrl = publicUrl(app.env);
  const last = stops[stops.length - 1]!.position;
  const notifications = await app.db.transaction(async (tx) => {
    const matches = await findMatchingAlerts(tx, trip, stops, true);
    if (matches.length === 0) return [] as NotificationRow[];
    const inserted = await tx.execute<{ alerte_id: number }>(sql`
      insert into alertes_envois (alerte_id, trajet_id)
      select unnest(${`{${matches.map((m) => m.alert.id).join(',')}}`}::int[]), ${trip.id}
      on conflict do nothing returning alerte_id`);
    const fresh = new Set(inserted.rows.map((r) => Number(r.alerte_id)));
    const news = matches.filter((m) => fresh.has(m.alert.id));
    const digestDelay = ALERT_LIMITS.digestDelayMinutes * 60_000;
    for (const match of news) {
      const mail = mailTrip(siteUrl, trip, match.from, match.to, last);
      const lastMail = match.alert.dernier_email_le;
      if (!lastMail || now.getTime() - lastMail.getTime() >= digestDelay) {
        await sendAlertMail(app, tx, match.alert, [{ trajetId: trip.id, mail }], now);
      } else {
        await enqueueJob(
          tx,
          ALERT_TASKS.digest,
          { alerteId: match.alert.id },
          {
            jobKey: `alertes:resume:${match.alert.id}`,
            runAt: new Date(lastMail.getTime() + digestDelay),
          },
        );
      }
    }
    return app.notifications.create(
      tx,
      news
        .filter((m) => m.alert.utilisateur_id !== null)
        .map((m) => ({
          utilisateur_id: m.alert.utilisateur_id!,
          type: 'ALERTE_TRAJET' as const,
          details: `${m.from.ville} → ${m.to.ville} le ${formatDateFr(trip.date)} à ${trip.heure}, ${formatEurosShort(m.to.montant - m.from.montant)} par place.`,
          trajet_id: trip.id,
        })),
    );
  });
  await app.notifications.announce(notifications);
  return { matched: notifications.length };
}

/** The digest of one alert: the trips announced since its last e-mail, in one message. */
export async function sendAlertDigest(app: FastifyInstance, alertId: number, now = new Date()) {
  const siteUrl = publicUrl(app.env);
  await app.db.transaction(async (tx) => {
    const found = await tx.execute<AlertRow>(
      sql`select * from alertes where id = ${alertId} for update`,
    );
    const row = found.rows[0];
    if (!row || row.statut !== 'ACTIVE') return;
    const alert = toAlertRow(row);
    const pending = await tx.execute<{ trajet_id: number }>(sql`
      select trajet_id from alertes_envois where alerte_id = ${alertId} and email_id is null
      order by cree_le, trajet_id`);
    const trips: { trajetId: number; mail: AlertMailTrip }[] = [];
    for (const { trajet_id } of pending.rows) {
      const loaded = await loadTrip(tx, Number(trajet_id));
      // A trip cancelled or full since it was found is left out of the digest.
      if (!loaded || !loaded.trip.reservable) continue;
      const [match] = await findMatchingAlerts(tx, loaded.trip, loaded.stops, false).then((all) =>
        all.filter((m) => m.alert.id === alertId),
      );
      const from = match?.from ?? loaded.stops[0]!;
      const to = match?.to ?? loaded.stops[loaded.stops.length - 1]!;
      const last = loaded.stops[loaded.stops.length - 1]!.position;
      trips.push({
        trajetId: loaded.trip.id,
        mail: mailTrip(siteUrl, loaded.trip, from, to, last),
      });
    }
    await sendAlertMail(app, tx, alert, trips, now);
  });
}

export async function expireOldAlerts(app: FastifyInstance, now = new Date()) {
  return expireAlerts(app.db, todayInParis(now), ALERT_LIMITS.confirmationDays);
}
