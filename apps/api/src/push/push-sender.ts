import {
  categoryOf,
  NOTIFICATION_ACTIONS,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '@bonneroute/shared/notifications';
import webpush, { WebPushError } from 'web-push';
import type { Agent } from 'node:https';
import type { DbOrTx } from '../db/client';
import { countPushNotification } from '../observability/push-metrics';
import { wants } from './notification-preferences';
import { findPushWork, forgetSubscription, markDelivered } from './push.repository';
import type { VapidKeys } from './vapid-keys';

/** What the service worker shows (apps/web/src/service-worker/sw.ts reads the same fields). */
export interface PushMessage {
  titre: string;
  corps: string;
  url: string;
  tag: string;
}

export function pushMessageOf(notification: {
  type_notif_code: string;
  details: string | null;
  trajet_id: number | null;
}): PushMessage {
  const type = notification.type_notif_code as NotificationType;
  const action = NOTIFICATION_ACTIONS[type];
  const url =
    action?.path ??
    (notification.trajet_id
      ? `/covoiturage/${notification.trajet_id}`
      : '/utilisateurs/notifications');
  return {
    titre: NOTIFICATION_TYPES[type] ?? 'BonneRoute',
    corps: notification.details ?? 'Ouvrez BonneRoute pour en savoir plus.',
    url,
    // Two pushes about the same trip replace each other on the phone rather than pile up.
    tag: notification.trajet_id ? `trajet-${notification.trajet_id}` : type,
  };
}

function agentOption(agent: Agent | undefined): { agent?: Agent } {
  return agent ? { agent } : {};
}

export type PushOutcome = 'envoye' | 'ignore' | 'abonnement-supprime';

/**
 * Sends one notification to one subscription (RFC 8291 aes128gcm payload, RFC 8292 VAPID JWT, by
 * web-push). A 404 or 410 means the browser dropped the subscription: it is deleted. Any other
 * failure throws, so the job queue tries again (5 attempts, backing off).
 */
export async function sendPush(
  db: DbOrTx,
  keys: VapidKeys,
  job: { notificationId: number; abonnementId: number },
  agentFor: (origin: string) => Agent | undefined = () => undefined,
): Promise<PushOutcome> {
  const work = await findPushWork(db, job.notificationId, job.abonnementId);
  if (!work) return 'ignore';
  if (!(await wants(db, work.utilisateur_id, categoryOf(work.type_notif_code), 'push')))
    return 'ignore';
  try {
    await webpush.sendNotification(
      { endpoint: work.endpoint, keys: { p256dh: work.p256dh, auth: work.auth } },
      JSON.stringify(pushMessageOf(work)),
      {
        vapidDetails: keys,
        TTL: 24 * 3600,
        timeout: 10_000,
        contentEncoding: 'aes128gcm',
        ...agentOption(agentFor(new URL(work.endpoint).origin)),
      },
    );
  } catch (error) {
    countPushNotification(false);
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await forgetSubscription(db, job.abonnementId);
      return 'abonnement-supprime';
    }
    throw error;
  }
  countPushNotification(true);
  await markDelivered(db, job.abonnementId);
  return 'envoye';
}
