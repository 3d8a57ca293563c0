import {
  PUBLISH_LIMITS,
  publishLimit,
  publishRefusal,
  publishWaitMs,
} from '@bonneroute/shared/trips';
import type { DbOrTx } from '../db/client';
import { HttpError } from '../lib/http-error';
import { findPublisher, recentPublications } from './publish-limits.repository';

/**
 * Refuses (429, the French reason with the wait) a publication of `dates` dates that would pass
 * the driver's limit of the last 24 hours. Called under the driver's publication lock, in the
 * transaction that inserts the trip: twenty publications at once are counted one after another.
 */
export async function checkPublishLimit(
  tx: DbOrTx,
  driverId: number,
  dates: number,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - PUBLISH_LIMITS.windowHours * 3600_000);
  const [publisher, past] = await Promise.all([
    findPublisher(tx, driverId),
    recentPublications(tx, driverId, since),
  ]);
  const waitMs = publishWaitMs(past, publishLimit(publisher, now), dates, now);
  if (waitMs !== null)
    throw new HttpError(
      429,
      publishRefusal(publisher, waitMs, now),
      'publications_trop_nombreuses',
    );
}
