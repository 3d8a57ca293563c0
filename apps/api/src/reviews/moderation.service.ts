import { paginated, type PageRequest } from '@bonneroute/shared/api';
import { capitalise } from '@bonneroute/shared/auth';
import { reviewTexts, type ReportedReviews } from '@bonneroute/shared/reviews';
import { buildPath } from '@bonneroute/shared/routes';
import { recordAdminAction } from '../audit/audit.repository';
import { publicUrl } from '../config/env';
import { conflict, notFound } from '../lib/http-error';
import { reviewHiddenEmail } from '../mail/templates';
import { findContact } from './profiles.repository';
import { closeReports, listOpenReports, listReportedReviewIds } from './reports.repository';
import { findDetailedReview, findDetailedReviews } from './review-lists.repository';
import { findReview, hideReview, refreshRatings } from './reviews.repository';
import { toWireReportedReview } from './to-wire';
import type { AppDeps } from '../lib/app-deps';

/** The admin queue: visible reviews with open reports, with each report and its reason. */
export async function listReportedReviews(
  { db }: Pick<AppDeps, 'db'>,
  page: number,
): Promise<ReportedReviews> {
  const request: PageRequest = { page, perPage: 20 };
  const { ids, total } = await listReportedReviewIds(db, request);
  const [rows, reports] = await Promise.all([
    findDetailedReviews(db, ids),
    listOpenReports(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.avis.id, row]));
  return paginated(
    ids.flatMap((id) => {
      const row = byId.get(id);
      return row
        ? [
            toWireReportedReview(
              row,
              reports.filter((report) => report.avis_id === id),
            ),
          ]
        : [];
    }),
    total,
    request,
  );
}

/**
 * An ADMIN or MANAGER hides a review with a reason: it leaves the profile and the rating, the
 * reports are closed, the action is audited, and the author is told (notification and e-mail),
 * all in one transaction.
 */
export async function hideReportedReview(
  deps: AppDeps,
  adminId: number,
  reviewId: number,
  motif: string,
  now = new Date(),
): Promise<void> {
  const detailed = await findDetailedReview(deps.db, reviewId, null);
  if (!detailed) throw notFound(reviewTexts.reviewNotFound);
  const siteUrl = publicUrl(deps.env);
  const notifications = await deps.db.transaction(async (tx) => {
    const hidden = await hideReview(tx, reviewId, { motif, adminId, now });
    if (!hidden) throw conflict(reviewTexts.alreadyHidden, 'deja_masque');
    const closed = await closeReports(tx, reviewId, adminId, now);
    if (hidden.publie_le) await refreshRatings(tx, [hidden.cible_id]);
    await recordAdminAction(tx, {
      auteurId: adminId,
      action: 'masquer-avis',
      cibleType: 'avis',
      cibleId: reviewId,
      details: {
        motif,
        auteur_id: hidden.auteur_id,
        cible_id: hidden.cible_id,
        trajet_id: hidden.trajet_id,
        signalements: closed,
      },
    });
    const author = await findContact(tx, hidden.auteur_id);
    const mail = reviewHiddenEmail({
      prenom: author!.prenom,
      ciblePrenom: detailed.cible.prenom,
      trip: detailed.trajet,
      motif,
      url: `${siteUrl}${buildPath('avisUtilisateurs', {}, { onglet: 'donnes' })}`,
      siteUrl,
    });
    await deps.mail.queue(
      tx,
      { to: author!.email, template: 'avis-masque', utilisateurId: author!.id, ...mail },
      { dedupKey: `avis-masque:${reviewId}` },
    );
    return deps.notifications.create(tx, [
      {
        utilisateur_id: hidden.auteur_id,
        type: 'AVIS_MASQUE',
        trajet_id: hidden.trajet_id,
        details: `Votre avis sur ${capitalise(detailed.cible.prenom)} (${detailed.trajet.ville_depart} → ${detailed.trajet.ville_arrivee}) a été masqué. Motif : ${motif}`,
      },
    ]);
  });
  await deps.notifications.announce(notifications);
}

/** The team keeps a reported review: its reports are closed (audited). */
export async function keepReportedReview(
  deps: AppDeps,
  adminId: number,
  reviewId: number,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const review = await findReview(tx, reviewId, true);
    if (!review) throw notFound(reviewTexts.reviewNotFound);
    if (review.masque_le) throw conflict(reviewTexts.alreadyHidden, 'deja_masque');
    const closed = await closeReports(tx, reviewId, adminId, now);
    await recordAdminAction(tx, {
      auteurId: adminId,
      action: 'maintenir-avis',
      cibleType: 'avis',
      cibleId: reviewId,
      details: { auteur_id: review.auteur_id, cible_id: review.cible_id, signalements: closed },
    });
  });
}
