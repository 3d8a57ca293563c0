import type { FastifyInstance } from 'fastify';
import { notifyPublished } from './review-notifications';
import { publishDueReviews, refreshRatings } from './reviews.repository';

const BATCH = 200;

/**
 * The cron of the double-blind rule: when a trip's window closes, the reviews still waiting for
 * the other side's are published alone; ratings and the reviewed people follow.
 */
export async function publishClosedWindows(
  app: FastifyInstance,
  now = new Date(),
): Promise<number> {
  let total = 0;
  for (;;) {
    const { count, notifications } = await app.db.transaction(async (tx) => {
      const published = await publishDueReviews(tx, now, BATCH);
      await refreshRatings(
        tx,
        published.filter((review) => !review.masque_le).map((review) => review.cible_id),
      );
      return { count: published.length, notifications: await notifyPublished(app, tx, published) };
    });
    await app.notifications.announce(notifications);
    total += count;
    if (count < BATCH) return total;
  }
}
