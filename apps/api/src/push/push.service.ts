import { pushTexts, type PushSubscriptionBody } from '@bonneroute/shared/notifications';
import type { DbOrTx } from '../db/client';
import { notFound, unprocessable } from '../lib/http-error';
import { isAllowedPushEndpoint } from './push-endpoint-policy';
import { deleteSubscription, savePreferences, saveSubscription } from './push.repository';
import { preferencesOf } from './notification-preferences';

/** Subscribes a browser: never an endpoint inside our own network, the push services only. */
export async function subscribe(
  db: DbOrTx,
  extraOrigins: Set<string>,
  userId: number,
  { endpoint, keys }: PushSubscriptionBody,
): Promise<number> {
  if (!isAllowedPushEndpoint(endpoint, extraOrigins))
    throw unprocessable(pushTexts.endpointRefused, '/endpoint');
  return saveSubscription(db, userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
}

export async function unsubscribe(db: DbOrTx, userId: number, id: number): Promise<void> {
  if (!(await deleteSubscription(db, userId, id))) throw notFound();
}

export async function choosePreferences(
  db: DbOrTx,
  userId: number,
  preferences: { categorie: string; email: boolean; push: boolean }[],
) {
  await savePreferences(db, userId, preferences);
  return preferencesOf(db, userId);
}

export { preferencesOf };
