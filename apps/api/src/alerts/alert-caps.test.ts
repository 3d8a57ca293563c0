import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_LIMITS } from '@bonneroute/shared/alerts';
import { alertes, notifications } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import { sendAlertGroup } from './alert-grouping';
import { matchTripAlerts, sendAlertDigest } from './alert-matching';
import {
  alertMailsTo,
  inDays,
  publishParisRennes,
  visitorAlert,
  visitorEmail,
} from './alert-test-helpers';

/**
 * One member with a Paris → Lyon alert got 593 notifications when one account published 592
 * trips. Now a person hears of a trip once (whatever the number of their alerts that match it)
 * and of at most 20 trips in any 24 hours; beyond, each alert gathers its trips in one summary.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.db.update(alertes).set({ statut: 'SUPPRIMEE' }).where(eq(alertes.statut, 'ACTIVE'));
});

async function memberWithAlerts(...bodies: object[]) {
  const user = await createUser(ctx.db);
  const client = ctx.client().withToken(await loginAs(ctx.db, user));
  const ids: number[] = [];
  for (const body of bodies) {
    const response = await client.post('/api/alertes', { nb_places: 1, ...body });
    expect(response.status).toBe(201);
    ids.push(response.body.data.id);
  }
  return { user, ids };
}

const notesOf = async (user: UserRow, type: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.utilisateur_id, user.id), eq(notifications.type_notif_code, type)));

/** `count` Paris → Rennes trips, each at its own hour of the days to come, then their matching. */
async function manyTrips(count: number, firstDay = 2) {
  const driver = await createUser(ctx.db);
  const trips = [];
  for (let i = 0; i < count; i += 1) {
    const hour = 6 + (i % 16);
    trips.push(
      await createTrip(ctx.db, {
        driver,
        date: inDays(firstDay + Math.floor(i / 16)),
        heure: `${String(hour).padStart(2, '0')}:00`,
        ville_depart: 'Paris',
        code_commune_depart: '75056',
        latitude_depart: 48.85341,
        longitude_depart: 2.3488,
        ville_arrivee: 'Rennes',
        code_commune_arrivee: '35238',
        latitude_arrivee: 48.11198,
        longitude_arrivee: -1.67429,
        montant_contribution: 2600,
      }),
    );
  }
  return trips;
}

async function groupJob(alertId: number) {
  const jobs = await ctx.db.execute<{ run_at: Date }>(sql`
    select run_at from graphile_worker._private_jobs j
    join graphile_worker._private_tasks t on t.id = j.task_id
    where t.identifier = 'alertes_regroupement' and j.key = ${`alertes:regroupement:${alertId}`}`);
  return jobs.rows[0] && new Date(jobs.rows[0].run_at);
}

const everyDay = { depart: 'Paris', arrivee: 'Rennes', tous_les_jours: 1 };

describe('alert notifications under a flood of trips', () => {
  it('tells a member of 20 trips a day one by one, then one summary an hour later', async () => {
    const { user, ids } = await memberWithAlerts(everyDay);
    const trips = await manyTrips(32);
    for (const trip of trips) await matchTripAlerts(ctx.app.deps, trip.id);

    expect(await notesOf(user, 'ALERTE_TRAJET')).toHaveLength(ALERT_LIMITS.tripsPerDay);
    // The first trip mailed at once, the next 19 wait for the hour's digest: 2 mails, not 32.
    await sendAlertDigest(ctx.app.deps, ids[0]!);
    const mails = await alertMailsTo(ctx, user.email);
    expect(mails.map((m) => m.template)).toEqual(['alerte-trajet', 'alerte-resume']);
    expect(mails[1]!.subject).toBe('19 nouveaux trajets Paris → Rennes');

    // The 12 others wait for one summary, planned once, an hour after the first of them.
    const due = await groupJob(ids[0]!);
    expect(due!.getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(due!.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    // An hour later, the job runs (on whichever process's worker takes it).
    await ctx.db.execute(sql`
      update graphile_worker._private_jobs set run_at = now()
      where key = ${`alertes:regroupement:${ids[0]}`}`);
    await ctx.app.jobs.drain();
    expect(await groupJob(ids[0]!)).toBeUndefined();
    const [summary] = await notesOf(user, 'ALERTE_REGROUPEMENT');
    expect(summary!.details).toBe(
      '12 nouveaux trajets correspondent à votre alerte Paris → Rennes.',
    );
    const grouped = (await alertMailsTo(ctx, user.email)).filter(
      (m) => m.template === 'alerte-regroupement',
    );
    expect(grouped).toHaveLength(1);
    expect(grouped[0]!.subject).toBe(
      '12 nouveaux trajets correspondent à votre alerte Paris → Rennes',
    );
    // The first ten listed, the route's page for the other two; the unsubscribe link as always.
    expect(grouped[0]!.text.match(/\/covoiturage\/\d+/g)).toHaveLength(10);
    expect(grouped[0]!.text).toContain(
      'Et 2 autres trajets : http://localhost:3000/covoiturages/paris/rennes',
    );
    expect(grouped[0]!.headers!['List-Unsubscribe']).toMatch(/signature=[\w-]+>$/);

    // Nothing twice: a second run sends nothing.
    await sendAlertGroup(ctx.app.deps, ids[0]!);
    expect(await notesOf(user, 'ALERTE_REGROUPEMENT')).toHaveLength(1);
    // More trips the same day: gathered again, for a summary a day after this one.
    const later = await manyTrips(3, 5);
    for (const trip of later) await matchTripAlerts(ctx.app.deps, trip.id);
    expect(await notesOf(user, 'ALERTE_TRAJET')).toHaveLength(ALERT_LIMITS.tripsPerDay);
    const next = await groupJob(ids[0]!);
    expect(next!.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
  });

  it('tells a person once of a trip that several of their alerts match', async () => {
    const { user, ids } = await memberWithAlerts(everyDay, {
      depart: 'Paris',
      arrivee: 'Rennes',
      date: inDays(3),
    });
    const trip = await publishParisRennes(ctx, { date: inDays(3) });
    const notes = await notesOf(user, 'ALERTE_TRAJET');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.trajet_id).toBe(trip.id);
    expect(await alertMailsTo(ctx, user.email)).toHaveLength(1);
    // Both alerts count the trip among the ones they found.
    const mine = await ctx
      .client()
      .withToken(await loginAs(ctx.db, user))
      .get('/api/alertes');
    const found = (mine.body.data as { id: number; nb_trajets_trouves: number }[])
      .filter((alert) => ids.includes(alert.id))
      .map((alert) => alert.nb_trajets_trouves);
    expect(found).toEqual([1, 1]);
  });

  it('counts a visitor’s address across its alerts, and says « 1 nouveau trajet » alone', async () => {
    const email = visitorEmail();
    const first = await visitorAlert(ctx, everyDay, email);
    await visitorAlert(ctx, { ...everyDay, nb_places: 2 }, email);
    const trips = await manyTrips(ALERT_LIMITS.tripsPerDay + 1);
    for (const trip of trips) await matchTripAlerts(ctx.app.deps, trip.id);
    const kinds = await ctx.db.execute<{ annonce: string; n: number }>(sql`
      select annonce, count(*)::int as n from alertes_envois e join alertes a on a.id = e.alerte_id
      where a.email = ${email} group by annonce order by annonce`);
    expect(kinds.rows).toEqual([
      { annonce: 'DOUBLON', n: 21 },
      { annonce: 'REGROUPEE', n: 1 },
      { annonce: 'UNITAIRE', n: 20 },
    ]);
    await sendAlertGroup(ctx.app.deps, first.id);
    const [summary] = (await alertMailsTo(ctx, email)).filter(
      (m) => m.template === 'alerte-regroupement',
    );
    expect(summary!.subject).toBe('1 nouveau trajet correspond à votre alerte Paris → Rennes');
  });

  it('holds when the trips are matched in parallel', async () => {
    const { user } = await memberWithAlerts(everyDay);
    const trips = await manyTrips(30, 8);
    await Promise.all(trips.map((trip) => matchTripAlerts(ctx.app.deps, trip.id)));
    expect(await notesOf(user, 'ALERTE_TRAJET')).toHaveLength(ALERT_LIMITS.tripsPerDay);
  });
});
