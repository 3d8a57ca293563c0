import { capitalise } from '@bonneroute/shared/auth';
import {
  arrivalInstant,
  invitationInstant,
  isWindowOpen,
  joinNames,
  lastDayBefore,
  reminderInstant,
  reviewDeadline,
  reviewTexts,
} from '@bonneroute/shared/reviews';
import { buildPath } from '@bonneroute/shared/routes';
import { publicUrl } from '../config/env';
import type { DbOrTx } from '../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import { reviewInvitationEmail } from '../mail/templates';
import { REVIEW_TASKS } from './review-jobs';
import {
  countConfirmedPassengers,
  findReviewTrip,
  findTravellers,
  insertReviewWindow,
  type Traveller,
} from './review-windows.repository';
import { listTripReviewPairs } from './reviews.repository';
import type { AppDeps } from '../lib/app-deps';

/**
 * Called by the trips-done job, in its transaction, for each trip it marks done: opens the
 * review window and plans the invitation (the day after arrival) and the reminder (a week
 * later). A trip nobody travelled on gets neither.
 */
export async function openReviewWindow(
  tx: DbOrTx,
  trip: { id: number; depart_le: Date; duree_secondes: number | null },
  now = new Date(),
): Promise<void> {
  if ((await countConfirmedPassengers(tx, trip.id)) === 0) return;
  const arrival = arrivalInstant(trip.depart_le, trip.duree_secondes);
  const deadline = reviewDeadline(arrival);
  if (!isWindowOpen(deadline, now)) return;
  const opened = await insertReviewWindow(tx, {
    trajet_id: trip.id,
    arrivee_le: arrival,
    date_limite: deadline,
  });
  if (!opened) return;
  const payload = { trajetId: trip.id };
  await enqueueJob(tx, REVIEW_TASKS.invitation, payload, {
    jobKey: `avis-invitation:${trip.id}`,
    runAt: invitationInstant(arrival),
  });
  const reminder = reminderInstant(arrival);
  if (reminder > now)
    await enqueueJob(tx, REVIEW_TASKS.reminder, payload, {
      jobKey: `avis-rappel:${trip.id}`,
      runAt: reminder,
    });
}

/**
 * Who a traveller is invited to review: a passenger their driver, the driver their passengers.
 * Reviews between passengers stay possible (« À écrire ») but are never asked for by mail.
 */
function expectedTargets(person: Traveller, travellers: Traveller[], done: Set<string>) {
  return travellers.filter(
    (other) =>
      other.id !== person.id &&
      (person.role === 'CONDUCTEUR' || other.role === 'CONDUCTEUR') &&
      !done.has(`${person.id}:${other.id}`),
  );
}

/**
 * The invitation (or the reminder): each traveller who still has someone to review gets a
 * notification and an e-mail with a link to the form. Returns how many were invited.
 */
export async function sendReviewInvitations(
  deps: AppDeps,
  tripId: number,
  kind: 'invitation' | 'rappel',
  now = new Date(),
): Promise<number> {
  const trip = await findReviewTrip(deps.db, tripId);
  if (!trip?.date_limite || !trip.actif || !isWindowOpen(trip.date_limite, now)) return 0;
  const [travellers, pairs] = await Promise.all([
    findTravellers(deps.db, tripId),
    listTripReviewPairs(deps.db, tripId),
  ]);
  const done = new Set(pairs.map((pair) => `${pair.auteur_id}:${pair.cible_id}`));
  const siteUrl = publicUrl(deps.env);
  const lastDay = lastDayBefore(trip.date_limite);
  const route = `${trip.ville_depart} → ${trip.ville_arrivee}`;
  const notifications = await deps.db.transaction(async (tx) => {
    const items = [];
    for (const person of travellers) {
      const targets = expectedTargets(person, travellers, done);
      if (targets.length === 0) continue;
      const question = reviewTexts.invitationQuestion(
        joinNames(targets.map((target) => capitalise(target.prenom))),
      );
      const path =
        targets.length === 1
          ? buildPath('avisEcrire', { trajet: trip.id, cible: targets[0]!.id })
          : buildPath('avisUtilisateurs', {}, { onglet: 'a-ecrire' });
      const mail = reviewInvitationEmail({
        prenom: person.prenom,
        question,
        trip,
        lastDay,
        url: `${siteUrl}${path}`,
        reminder: kind === 'rappel',
        siteUrl,
      });
      await deps.mail.queue(
        tx,
        { to: person.email, template: `avis-${kind}`, utilisateurId: person.id, ...mail },
        { dedupKey: `avis-${kind}:${trip.id}:${person.id}` },
      );
      items.push({
        utilisateur_id: person.id,
        type: kind === 'rappel' ? ('AVIS_RAPPEL' as const) : ('AVIS_INVITATION' as const),
        trajet_id: trip.id,
        details: `${question} Trajet ${route}.`,
      });
    }
    return deps.notifications.create(tx, items);
  });
  await deps.notifications.announce(notifications);
  return notifications.length;
}
