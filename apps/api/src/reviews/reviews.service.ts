import {
  isPublishable,
  isWindowOpen,
  reviewTexts,
  type CreateReviewBody,
  type GivenReview,
  type Review,
} from '@bonneroute/shared/reviews';
import { blockTexts } from '@bonneroute/shared/blocks';
import type { SessionUser } from '../auth/session.repository';
import { assertNotBlocked } from '../blocks/blocks.service';
import { conflict, forbidden, notFound, unprocessable } from '../lib/http-error';
import { insertReport } from './reports.repository';
import { findDetailedReview } from './review-lists.repository';
import { notifyPublished, replyNotification } from './review-notifications';
import { findReviewTrip, findTravellers } from './review-windows.repository';
import {
  findReview,
  findReviewByPair,
  insertReview,
  lockTripReviews,
  publishReviews,
  refreshRatings,
  saveReply,
} from './reviews.repository';
import { toWireGivenReview, toWireReview } from './to-wire';
import type { AppDeps } from '../lib/app-deps';

/**
 * POST /avis. Only people who travelled together (driver and confirmed passengers of a done
 * trip) review each other, once per trip and person, within the window. Double-blind: the review
 * goes public with the other side's, or alone when the window closes.
 */
export async function createReview(
  deps: AppDeps,
  user: SessionUser,
  body: CreateReviewBody,
  now = new Date(),
): Promise<{ review: GivenReview; published: boolean }> {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockTripReviews(tx, body.trajet_id);
    const trip = await findReviewTrip(tx, body.trajet_id);
    if (!trip) throw notFound(reviewTexts.tripNotFound);
    const travellers = await findTravellers(tx, trip.id);
    if (!travellers.some((t) => t.id === user.id)) throw forbidden(reviewTexts.notOnTrip);
    if (body.cible_id === user.id) throw unprocessable(reviewTexts.selfReview, '/body/cible_id');
    if (!travellers.some((t) => t.id === body.cible_id))
      throw unprocessable(reviewTexts.targetNotOnTrip, '/body/cible_id');
    await assertNotBlocked(tx, user.id, body.cible_id, blockTexts.reviewRefused);
    if (!trip.actif || !trip.is_effectue || !trip.date_limite)
      throw conflict(reviewTexts.tripNotDone, 'trajet_non_effectue');
    if (!isWindowOpen(trip.date_limite, now))
      throw conflict(reviewTexts.windowClosed, 'delai_depasse');

    const inserted = await insertReview(tx, {
      trajet_id: trip.id,
      auteur_id: user.id,
      cible_id: body.cible_id,
      note: body.note,
      commentaire: body.commentaire ?? null,
      date_limite: trip.date_limite,
      created_at: now,
      updated_at: now,
    });
    if (!inserted) throw conflict(reviewTexts.alreadyReviewed, 'deja_note');
    const counterpart = await findReviewByPair(tx, trip.id, body.cible_id, user.id);
    if (
      !isPublishable({ counterpartWritten: counterpart !== null, deadline: trip.date_limite, now })
    )
      return { id: inserted.id, published: false, notifications: [] };
    const published = await publishReviews(
      tx,
      [inserted.id, ...(counterpart ? [counterpart.id] : [])],
      now,
    );
    await refreshRatings(
      tx,
      published.filter((review) => !review.masque_le).map((review) => review.cible_id),
    );
    const notifications = await notifyPublished(deps, tx, published);
    return { id: inserted.id, published: true, notifications };
  });
  await deps.notifications.announce(outcome.notifications);
  const detailed = await findDetailedReview(deps.db, outcome.id, null);
  return { review: toWireGivenReview(detailed!), published: outcome.published };
}

/** POST /avis/{id}/reponse: the reviewed person's one public reply to a published review. */
export async function replyToReview(
  deps: AppDeps,
  user: SessionUser,
  reviewId: number,
  reponse: string,
  now = new Date(),
): Promise<Review> {
  const notifications = await deps.db.transaction(async (tx) => {
    const review = await findReview(tx, reviewId, true);
    if (!review || review.masque_le) throw notFound(reviewTexts.reviewNotFound);
    if (review.cible_id !== user.id) throw forbidden(reviewTexts.replyNotYours);
    await assertNotBlocked(tx, user.id, review.auteur_id, blockTexts.reviewRefused);
    if (!review.publie_le) throw conflict(reviewTexts.replyNotPublished, 'non_publie');
    const saved = await saveReply(tx, review.id, reponse, now);
    if (!saved) throw conflict(reviewTexts.alreadyReplied, 'deja_repondu');
    const trip = await findReviewTrip(tx, review.trajet_id);
    return deps.notifications.create(tx, [replyNotification(saved, user.prenom, trip!)]);
  });
  await deps.notifications.announce(notifications);
  const detailed = await findDetailedReview(deps.db, reviewId, user.id);
  return toWireReview(detailed!);
}

/** POST /avis/{id}/signalements: « Signaler », once per member; the team decides. */
export async function reportReview(
  deps: AppDeps,
  user: SessionUser,
  reviewId: number,
  motif: string,
): Promise<void> {
  const review = await findReview(deps.db, reviewId);
  // Only what members can read may be reported: published and not hidden.
  if (!review || !review.publie_le || review.masque_le) throw notFound(reviewTexts.reviewNotFound);
  if (review.auteur_id === user.id) throw unprocessable(reviewTexts.reportOwn);
  const created = await insertReport(deps.db, {
    avis_id: reviewId,
    utilisateur_id: user.id,
    motif,
  });
  if (!created) throw conflict(reviewTexts.alreadyReported, 'deja_signale');
}
