import { parisClock } from '@bonneroute/shared/dates';
import { buildPath } from '@bonneroute/shared/routes';
import { publicUrl } from '../config/env';
import type { DbOrTx } from '../db/client';
import type { AlertMailTrip } from './alert-mails';
import { unsubscribeLinks } from './alert-links';
import type { Stop, TripForAlerts } from './alert-matching.repository';
import { findMemberEmail } from './alert-matching.repository';
import type { AlertRow } from './alerts.repository';
import type { AppDeps } from '../lib/app-deps';

/** A trip as an alert mail lists it: the matching leg's towns, times, price and link. */
export function mailTrip(siteUrl: string, trip: TripForAlerts, from: Stop, to: Stop, last: number) {
  const whole = from.position === 0 && to.position === last;
  const path = buildPath('covoiturage', { id: String(trip.id) });
  const arrival = new Date(trip.depart_le.getTime() + trip.duree_secondes * 1000);
  return {
    ville_depart: from.ville,
    ville_arrivee: to.ville,
    date: trip.date,
    heure_depart: trip.heure,
    heure_arrivee: parisClock(arrival),
    montant: to.montant - from.montant,
    url: `${siteUrl}${path}${whole ? '' : `?troncon=${from.position}-${to.position}`}`,
  } satisfies AlertMailTrip;
}

/** Where an alert's e-mails go: the member's account address, or the visitor's. */
async function recipientOf(db: DbOrTx, alert: AlertRow): Promise<string | undefined> {
  if (alert.utilisateur_id === null) return alert.email ?? undefined;
  return findMemberEmail(db, alert.utilisateur_id);
}

export interface AlertMailLinks {
  siteUrl: string;
  unsubscribeUrl: string;
  /** « Mes alertes », for a member's alert. */
  manageUrl: string | null;
}

/**
 * Queues one alert e-mail in the caller's transaction, with the alert's signed unsubscribe link
 * in its footer and its `List-Unsubscribe` headers (RFC 8058). The signature is handed to the
 * mail service as a secret: the stored copy, body and headers, does not carry it. Null when the
 * alert has nobody to write to any more.
 */
export async function queueAlertMail(
  deps: AppDeps,
  tx: DbOrTx,
  alert: AlertRow,
  mail: {
    content: (links: AlertMailLinks) => { subject: string; html: string; text: string };
    template: string;
    dedupKey: string;
  },
): Promise<number | null> {
  const to = await recipientOf(tx, alert);
  if (!to) return null;
  const siteUrl = publicUrl(deps.env);
  const links = await unsubscribeLinks(tx, siteUrl, alert.id);
  const manageUrl =
    alert.utilisateur_id === null ? null : `${siteUrl}${buildPath('alertesUtilisateurs')}`;
  const { id } = await deps.mail.queue(
    tx,
    {
      to,
      ...mail.content({ siteUrl, unsubscribeUrl: links.page, manageUrl }),
      template: mail.template,
      utilisateurId: alert.utilisateur_id,
      secrets: [links.signature],
      headers: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    { dedupKey: mail.dedupKey.slice(0, 160) },
  );
  return id;
}
