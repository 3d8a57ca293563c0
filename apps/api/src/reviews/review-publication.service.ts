import { notifyPublished } from './review-notifications';
import { publishDueReviews, refreshRatings } from './reviews.repository';
import type { AppDeps } from '../lib/app-deps';

const BATCH = 200;

/**
 * The cron of the double-blind rule: when a trip's window closes, the reviews still waiting for
 * the other side's are published alone; ratings and the reviewed people follow.
 */
export async function publishClosedWindows(deps: AppDeps, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const { count, notifications } = await deps.db.transaction(async (tx) => {
      const published = await publishDueReviews(tx, now, BATCH);
      await refreshRatings(
        tx,
        published.filter((review) => !review.masque_le).map((review) => review.cible_id),
      );
      return { count: published.length, notifications: await notifyPublished(deps, tx, published) };
    });
    await deps.notifications.announce(notifications);
    total += count;
    if (count < BATCH) return total;
  }
}
