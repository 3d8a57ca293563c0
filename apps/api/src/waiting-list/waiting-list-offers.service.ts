import { isBookable } from '@bonneroute/shared/trips';
import {
  waitingListTexts,
  priorityEndText,
  WAITING_LIST_PRIORITY_MINUTES,
} from '@bonneroute/shared/waiting-list';
import type { DbOrTx } from '../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import { lockTrip, noteSeatsFreed, Outbox, seatsLeftFor, siteUrl, type TripRow } from '../money';
import type { AppDeps } from '../lib/app-deps';
import { seatOfferedEmail } from './waiting-list-mail';
import { WAITING_LIST_TASKS } from './waiting-list-jobs';
import {
  expireClosedLists,
  findEntry,
  findMember,
  updateEntry,
  waitingEntries,
  type WaitingListRow,
} from './waiting-list.repository';

function tripLink(deps: AppDeps, entry: WaitingListRow): string {
  const leg = entry.pos_depart === null ? '' : `?troncon=${entry.pos_depart}-${entry.pos_arrivee}`;
  return `${siteUrl(deps)}/covoiturage/${entry.trajet_id}${leg}`;
}

/**
 * Under the trip's lock: each member still waiting, first in line first, whose leg now has their
 * seats (less those other priorities hold) gets them for 30 minutes, is told, and the end of
 * their priority is scheduled. A member whose leg is still full keeps their place.
 */
async function offerInLock(deps: AppDeps, tx: DbOrTx, trip: TripRow, now: Date, outbox: Outbox) {
  if (!isBookable(trip, now)) return 0;
  let offered = 0;
  for (const entry of await waitingEntries(tx, trip.id)) {
    const leg =
      entry.pos_depart === null ? null : { depart: entry.pos_depart, arrivee: entry.pos_arrivee! };
    const { left } = await seatsLeftFor(tx, trip.id, leg, entry.utilisateur_id);
    if (left < entry.nb_places) continue;
    const until = new Date(now.getTime() + WAITING_LIST_PRIORITY_MINUTES * 60_000);
    await updateEntry(tx, entry.id, { statut: 'PRIORITE', priorite_jusqu_a: until });
    await enqueueJob(
      tx,
      WAITING_LIST_TASKS.priorityEnded,
      { entryId: entry.id },
      { jobKey: `liste-attente:priorite:${entry.id}`, runAt: until },
    );
    const member = (await findMember(tx, entry.utilisateur_id))!;
    const route = `${trip.ville_depart} → ${trip.ville_arrivee}`;
    outbox.notifications.push({
      utilisateur_id: member.id,
      type: 'PLACE_LIBEREE',
      trajet_id: trip.id,
      details: waitingListTexts.notificationDetails(route, priorityEndText(until)),
    });
    outbox.mails.push({
      message: seatOfferedEmail({
        to: member,
        trip,
        until,
        url: tripLink(deps, entry),
        siteUrl: siteUrl(deps),
      }),
      dedupKey: `liste-attente:${entry.id}:priorite`,
    });
    offered += 1;
  }
  return offered;
}

/** The job queued when seats come back on a trip (one per trip while it waits). */
export async function offerFreedSeats(deps: AppDeps, tripId: number, now = new Date()) {
  const outbox = new Outbox();
  const { offered, announce } = await deps.db.transaction(async (tx) => {
    const trip = await lockTrip(tx, tripId);
    if (!trip) return { offered: 0, announce: null };
    const count = await offerInLock(deps, tx, trip, now, outbox);
    return { offered: count, announce: await outbox.flush(deps, tx) };
  });
  await announce?.();
  return offered;
}

/**
 * The end of a priority (its job, once across instances): unless the holder booked or left
 * meanwhile, their turn is over and the seats go to the next in line, or back to everyone.
 */
export async function endPriority(deps: AppDeps, entryId: number, now = new Date()) {
  const peek = await findEntry(deps.db, entryId);
  if (!peek || peek.statut !== 'PRIORITE') return false;
  const ended = await deps.db.transaction(async (tx) => {
    await lockTrip(tx, peek.trajet_id);
    const entry = await findEntry(tx, entryId);
    if (entry?.statut !== 'PRIORITE' || !entry.priorite_jusqu_a) return false;
    if (entry.priorite_jusqu_a.getTime() > now.getTime()) return false;
    await updateEntry(tx, entry.id, { statut: 'EXPIREE', priorite_jusqu_a: null });
    await noteSeatsFreed(tx, entry.trajet_id);
    return true;
  });
  return ended;
}

/** The cron: the lists of trips that left (or were cancelled) close. */
export async function closeDepartedLists(deps: AppDeps, now = new Date()) {
  return expireClosedLists(deps.db, now);
}
