import { ALERT_LIMITS } from '@bonneroute/shared/alerts';
import type { DbOrTx } from '../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import type { Match } from './alert-lookup';
import {
  countTripsTold,
  lockOwnerAnnouncements,
  ownersToldOfTrip,
  setAnnouncementKind,
} from './alert-announcements.repository';
import type { AlertOwner, AlertRow } from './alerts.repository';
import { ALERT_TASKS } from './alert-tasks';

const DAY_MS = 24 * 3600_000;

const ownerOf = (alert: Pick<AlertRow, 'utilisateur_id' | 'email'>): AlertOwner =>
  alert.utilisateur_id !== null ? { userId: alert.utilisateur_id } : { email: alert.email ?? '' };
const keyOf = (owner: AlertOwner) => ('userId' in owner ? `u:${owner.userId}` : `e:${owner.email}`);

/**
 * Of the alerts that just found a trip, those whose owner is told of it one by one
 * (docs/decisions/020-registration-and-floods.md). A person hears of a trip once, through the
 * first of their alerts that found it (the others' rows say DOUBLON), and of at most 20 trips in
 * any 24 hours across their alerts: beyond, the trip is gathered (REGROUPEE) and the alert's
 * summary job is planned. People are taken one at a time, in a fixed order, under a lock each.
 */
export async function decideAnnouncements(
  tx: DbOrTx,
  tripId: number,
  news: Match[],
  now: Date,
): Promise<Match[]> {
  if (news.length === 0) return [];
  const people = new Map<string, { owner: AlertOwner; matches: Match[] }>();
  for (const match of [...news].sort((a, b) => a.alert.id - b.alert.id)) {
    const owner = ownerOf(match.alert);
    const person = people.get(keyOf(owner)) ?? { owner, matches: [] };
    person.matches.push(match);
    people.set(keyOf(owner), person);
  }
  const toldBefore = new Set(
    (
      await ownersToldOfTrip(
        tx,
        tripId,
        news.map((m) => m.alert.id),
      )
    ).map((row) => keyOf(ownerOf(row))),
  );
  const told: Match[] = [];
  for (const key of [...people.keys()].sort()) {
    const { owner, matches } = people.get(key)!;
    const [first, ...others] = matches;
    const heard = toldBefore.has(key);
    await setAnnouncementKind(
      tx,
      tripId,
      (heard ? matches : others).map((m) => m.alert.id),
      'DOUBLON',
    );
    if (heard || !first) continue;
    await lockOwnerAnnouncements(tx, key);
    const since = new Date(now.getTime() - DAY_MS);
    if ((await countTripsTold(tx, owner, since, tripId)) < ALERT_LIMITS.tripsPerDay) {
      told.push(first);
      continue;
    }
    await setAnnouncementKind(tx, tripId, [first.alert.id], 'REGROUPEE');
    await planAlertGroup(tx, first.alert, now);
  }
  return told;
}

/**
 * The alert's summary: an hour after the first trip it gathers, and never within a day of the
 * previous one. One job per alert (its key), whose time a burst of trips does not push back: it
 * runs once, on whichever API process's worker takes it.
 */
async function planAlertGroup(tx: DbOrTx, alert: AlertRow, now: Date): Promise<void> {
  const soonest = now.getTime() + ALERT_LIMITS.groupDelayMinutes * 60_000;
  const afterLast = (alert.dernier_regroupement_le?.getTime() ?? 0) + DAY_MS;
  await enqueueJob(
    tx,
    ALERT_TASKS.group,
    { alerteId: alert.id },
    {
      jobKey: `alertes:regroupement:${alert.id}`,
      runAt: new Date(Math.max(soonest, afterLast)),
      jobKeyMode: 'preserve_run_at',
    },
  );
}
