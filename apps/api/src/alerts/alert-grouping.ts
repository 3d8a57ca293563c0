import { groupedTripsSentence } from '@bonneroute/shared/alerts';
import { buildPath } from '@bonneroute/shared/routes';
import { publicUrl } from '../config/env';
import type { NotificationRow } from '../notifications/notifications.repository';
import { geoServices } from '../geo/geo-services';
import { mailTrip, queueAlertMail } from './alert-delivery';
import { findMatchingAlerts } from './alert-lookup';
import { alertGroupEmail, GROUP_MAIL_TRIPS, type AlertMailTrip } from './alert-mails';
import { gatheredTrips, markGatheredMailed } from './alert-announcements.repository';
import { loadTripForAlerts, lockAlert } from './alert-matching.repository';
import { updateAlert, type AlertRow } from './alerts.repository';
import type { AppDeps } from '../lib/app-deps';

/** The route's page (`/covoiturages/{depart}/{arrivee}`): every trip the summary cannot list. */
function routeUrl(deps: AppDeps, alert: AlertRow): string {
  const { geography } = geoServices(deps);
  const slug = (code: string, name: string) => {
    const commune = geography.commune(code);
    return commune ? geography.slugOf(commune) : name;
  };
  return `${publicUrl(deps.env)}${buildPath('villes', {
    nom_ville_depart: slug(alert.code_commune_depart, alert.ville_depart),
    nom_ville_arrivee: slug(alert.code_commune_arrivee, alert.ville_arrivee),
  })}`;
}

/** The first gathered trips as the summary lists them (each by the leg the alert matches). */
async function listedTrips(
  deps: AppDeps,
  tx: Parameters<typeof lockAlert>[0],
  alert: AlertRow,
  ids: number[],
) {
  const siteUrl = publicUrl(deps.env);
  const trips: AlertMailTrip[] = [];
  for (const id of ids) {
    const loaded = await loadTripForAlerts(tx, id);
    if (!loaded) continue;
    const matches = await findMatchingAlerts(tx, loaded.trip, loaded.stops, false);
    const match = matches.find((m) => m.alert.id === alert.id);
    const last = loaded.stops[loaded.stops.length - 1]!;
    trips.push(
      mailTrip(
        siteUrl,
        loaded.trip,
        match?.from ?? loaded.stops[0]!,
        match?.to ?? last,
        last.position,
      ),
    );
  }
  return trips;
}

/**
 * The summary job of one alert (docs/decisions/020-registration-and-floods.md): the trips it
 * gathered beyond its owner's 20 a day and still bookable, counted in one notification (members)
 * and one e-mail listing the first of them: « 12 nouveaux trajets correspondent à votre
 * alerte ». Gathered trips no longer bookable are left out; with none left nothing is sent.
 */
export async function sendAlertGroup(deps: AppDeps, alertId: number, now = new Date()) {
  let grouped = 0;
  const notifications = await deps.db.transaction(async (tx) => {
    const alert = await lockAlert(tx, alertId);
    if (!alert || alert.statut !== 'ACTIVE') return [] as NotificationRow[];
    const { total, tripIds } = await gatheredTrips(tx, alert.id, alert.nb_places, GROUP_MAIL_TRIPS);
    if (total === 0) return [] as NotificationRow[];
    grouped = total;
    const trips = await listedTrips(deps, tx, alert, tripIds);
    const url = routeUrl(deps, alert);
    const emailId = await queueAlertMail(deps, tx, alert, {
      content: (links) => alertGroupEmail({ alert, total, trips, routeUrl: url, ...links }),
      template: 'alerte-regroupement',
      dedupKey: `alerte-regroupement:${alert.id}:${now.toISOString()}`,
    });
    if (emailId !== null) await markGatheredMailed(tx, alert.id, emailId);
    await updateAlert(tx, alert.id, { dernier_regroupement_le: now });
    if (alert.utilisateur_id === null) return [] as NotificationRow[];
    return deps.notifications.create(tx, [
      {
        utilisateur_id: alert.utilisateur_id,
        type: 'ALERTE_REGROUPEMENT' as const,
        details: `${groupedTripsSentence(total)} ${alert.ville_depart} → ${alert.ville_arrivee}.`,
        trajet_id: null,
      },
    ]);
  });
  await deps.notifications.announce(notifications);
  return { grouped };
}
