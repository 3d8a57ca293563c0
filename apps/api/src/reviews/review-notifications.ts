import { capitalise } from '@bonneroute/shared/auth';
import { starCount } from '@bonneroute/shared/reviews';
import type { DbOrTx } from '../db/client';
import type { NotificationRow } from '../notifications/notifications.repository';
import { findDetailedReviews } from './review-lists.repository';
import type { ReviewRow } from './reviews.repository';
import type { AppDeps } from '../lib/app-deps';

const route = (trip: { ville_depart: string; ville_arrivee: string }) =>
  `${trip.ville_depart} → ${trip.ville_arrivee}`;

/** « Camille vous a laissé un avis (4 étoiles) » to each person whose review just went public. */
export async function notifyPublished(
  deps: AppDeps,
  tx: DbOrTx,
  published: ReviewRow[],
): Promise<NotificationRow[]> {
  const visible = published.filter((review) => !review.masque_le);
  if (visible.length === 0) return [];
  const detailed = await findDetailedReviews(
    tx,
    visible.map((review) => review.id),
  );
  return deps.notifications.create(
    tx,
    detailed.map((row) => ({
      utilisateur_id: row.cible.id,
      type: 'AVIS_RECU' as const,
      trajet_id: row.trajet.id,
      details: `${capitalise(row.auteur.prenom)} vous a laissé un avis (${starCount(row.avis.note)}) sur le trajet ${route(row.trajet)}.`,
    })),
  );
}

export function replyNotification(
  review: ReviewRow,
  replier: string,
  trip: { ville_depart: string; ville_arrivee: string },
) {
  return {
    utilisateur_id: review.auteur_id,
    type: 'AVIS_REPONSE' as const,
    trajet_id: review.trajet_id,
    details: `${capitalise(replier)} a répondu à votre avis sur le trajet ${route(trip)}.`,
  };
}
