import { ALERT_LIMITS } from '@bonneroute/shared/alerts';
import { formatDateFr, formatTripTime, todayInParis } from '@bonneroute/shared/dates';
import { formatEurosShort } from '@bonneroute/shared/pricing';
import { publicUrl } from '../config/env';
import type { DbOrTx } from '../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import type { NotificationRow } from '../notifications/notifications.repository';
import { decideAnnouncements } from './alert-announcements';
import { mailTrip, queueAlertMail } from './alert-delivery';
import { alertMatchEmail, type AlertMailTrip } from './alert-mails';
import { expireAlerts, updateAlert, type AlertRow } from './alerts.repository';
import { findMatchingAlerts } from './alert-lookup';
import { ALERT_TASKS } from './alert-tasks';
import {
  loadTripForAlerts,
  lockAlert,
  enqueueTripMatchJobs,
  markAnnouncementsMailed,
  recordAnnouncements,
  unmailedAnnouncements,
} from './alert-matching.repository';
import type { AppDeps } from '../lib/app-deps';

export { findMatchingAlerts };

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

/**
 * The same for the trips of one publication (a regular trip, a return): one statement whatever
 * their number, each trip its own job with its own key, as if published one by one.
 */
export async function enqueueAlertMatchingMany(tx: DbOrTx, tripIds: number[]): Promise<void> {
  await enqueueTripMatchJobs(tx, ALERT_TASKS.match, tripIds);
}

/** Sends one alert e-mail for some announced trips and records it on their rows. */
async function sendAlertMail(
  deps: AppDeps,
  tx: DbOrTx,
  alert: AlertRow,
  trips: { trajetId: number; mail: AlertMailTrip }[],
  now: Date,
): Promise<void> {
  if (trips.length === 0) return;
  const ids = trips.map((t) => t.trajetId);
  const id = await queueAlertMail(deps, tx, alert, {
    content: (links) => alertMatchEmail({ alert, trips: trips.map((t) => t.mail), ...links }),
    template: trips.length === 1 ? 'alerte-trajet' : 'alerte-resume',
    dedupKey: `alerte:${alert.id}:${ids.join(',')}`,
  });
  if (id === null) return;
  await markAnnouncementsMailed(tx, alert.id, ids, id);
  await updateAlert(tx, alert.id, { dernier_email_le: now });
}

/**
 * The job of one trip: every matching active alert gets it once (`alertes_envois` keeps which
 * alert heard of which trip), and each person once, within their 20 trips a day
 * (alert-announcements.ts: beyond, the trip waits for the alert's summary). Members get an
 * in-app notification (and their bubble rises); the e-mail goes at once when the alert's last
 * e-mail is more than an hour old, otherwise the trip waits for the alert's digest, due an hour
 * after that e-mail.
 */
export async function matchTripAlerts(deps: AppDeps, tripId: number, now = new Date()) {
  const loaded = await loadTripForAlerts(deps.db, tripId);
  if (!loaded || !loaded.trip.reservable || loaded.stops.length < 2) return { matched: 0 };
  const { trip, stops } = loaded;
  const siteUrl = publicUrl(deps.env);
  const last = stops[stops.length - 1]!.position;
  const notifications = await deps.db.transaction(async (tx) => {
    const matches = await findMatchingAlerts(tx, trip, stops, true);
    if (matches.length === 0) return [] as NotificationRow[];
    const fresh = await recordAnnouncements(
      tx,
      matches.map((m) => m.alert.id),
      trip.id,
    );
    const news = await decideAnnouncements(
      tx,
      trip.id,
      matches.filter((m) => fresh.has(m.alert.id)),
      now,
    );
    const digestDelay = ALERT_LIMITS.digestDelayMinutes * 60_000;
    for (const match of news) {
      const mail = mailTrip(siteUrl, trip, match.from, match.to, last);
      const lastMail = match.alert.dernier_email_le;
      if (!lastMail || now.getTime() - lastMail.getTime() >= digestDelay) {
        await sendAlertMail(deps, tx, match.alert, [{ trajetId: trip.id, mail }], now);
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
    return deps.notifications.create(
      tx,
      news
        .filter((m) => m.alert.utilisateur_id !== null)
        .map((m) => ({
          utilisateur_id: m.alert.utilisateur_id!,
          type: 'ALERTE_TRAJET' as const,
          details: `${m.from.ville} → ${m.to.ville} le ${formatDateFr(trip.date)} à ${formatTripTime(trip.heure)}, ${formatEurosShort(m.to.montant - m.from.montant)} par place.`,
          trajet_id: trip.id,
        })),
    );
  });
  await deps.notifications.announce(notifications);
  return { matched: notifications.length };
}

/** The digest of one alert: the trips announced since its last e-mail, in one message. */
export async function sendAlertDigest(deps: AppDeps, alertId: number, now = new Date()) {
  const siteUrl = publicUrl(deps.env);
  await deps.db.transaction(async (tx) => {
    const alert = await lockAlert(tx, alertId);
    if (!alert || alert.statut !== 'ACTIVE') return;
    const pending = await unmailedAnnouncements(tx, alertId);
    const trips: { trajetId: number; mail: AlertMailTrip }[] = [];
    for (const trajet_id of pending) {
      const loaded = await loadTripForAlerts(tx, trajet_id);
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
    await sendAlertMail(deps, tx, alert, trips, now);
  });
}

export async function expireOldAlerts(deps: AppDeps, now = new Date()) {
  return expireAlerts(deps.db, todayInParis(now), ALERT_LIMITS.confirmationDays);
}
