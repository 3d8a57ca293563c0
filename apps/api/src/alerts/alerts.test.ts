import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERT_LIMITS, alertTexts } from '@bonneroute/shared/alerts';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { alertes, emails, notifications, recherches } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import {
  createBooking,
  createTrip,
  createUser,
  lastEmailTo,
  linkPathIn,
  loginAs,
  type UserRow,
} from '../test/factories';
import { restoreHeaders, restoreSecrets } from '../mail/mail-secrets';
import { matchTripAlerts, sendAlertDigest } from './alert-matching';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const inDays = (n: number) => addDays(todayInParis(), n);
let mailCounter = 0;
const visitorEmail = () => `visiteur${++mailCounter}.${Date.now().toString(36)}@exemple.fr`;

const PARIS = { code: '75056', nom: 'Paris', latitude: 48.85341, longitude: 2.3488 };
const RENNES = { code: '35238', nom: 'Rennes', latitude: 48.11198, longitude: -1.67429 };
const LE_MANS = { code_commune: '72181', nom: 'Le Mans', latitude: 48.00039, longitude: 0.20001 };

/** A Paris → Rennes trip through Le Mans (the test factory, then the matching job itself). */
async function publishParisRennes(
  overrides: Parameters<typeof createTrip>[1] = {},
  driver?: UserRow,
) {
  const trip = await createTrip(ctx.db, {
    driver,
    ville_depart: PARIS.nom,
    code_commune_depart: PARIS.code,
    latitude_depart: PARIS.latitude,
    longitude_depart: PARIS.longitude,
    ville_arrivee: RENNES.nom,
    code_commune_arrivee: RENNES.code,
    latitude_arrivee: RENNES.latitude,
    longitude_arrivee: RENNES.longitude,
    adresse_arrivee: 'Gare de Rennes, 35000 Rennes',
    villes_etapes: [LE_MANS],
    montants_etapes: [1500],
    montant_contribution: 2600,
    duree_secondes: 12_600,
    ...overrides,
  });
  await matchTripAlerts(ctx.app.deps, trip.id);
  return trip;
}

async function member() {
  const user = await createUser(ctx.db);
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

async function memberAlert(client: ReturnType<TestContext['client']>, body: object) {
  const response = await client.post('/api/alertes', { nb_places: 1, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: number };
}

/** A visitor's alert, confirmed through the link of the confirmation e-mail. */
async function visitorAlert(body: object, email = visitorEmail()) {
  const response = await ctx.client().post('/api/alertes', { ...body, email });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const mail = await lastEmailTo(ctx.db, email);
  const token = linkPathIn(mail!.text, '/alertes/confirmation/').split('/').pop()!;
  const confirmed = await ctx.client().post('/api/alertes/confirmation', { token });
  expect(confirmed.status).toBe(200);
  return { id: response.body.data.id as number, email };
}

/** The alert e-mails an address received, as delivered (secrets back in place). */
async function alertMailsTo(email: string) {
  const rows = await ctx.db
    .select()
    .from(emails)
    .where(and(eq(emails.recipient, email), sql`${emails.template} like 'alerte-%'`))
    .orderBy(emails.id);
  return rows.map((row) => ({
    ...row,
    stored: { text: row.text, headers: row.headers },
    text: restoreSecrets(row.text, row.secrets),
    headers: restoreHeaders(row.headers, row.secrets),
  }));
}
const tripMails = async (email: string) =>
  (await alertMailsTo(email)).filter((m) => m.template !== 'alerte-confirmation');

// Every test starts from no active alert: alerts of earlier tests must not match its trips.
// Its visitors all come from one IP: each test starts with that IP's e-mail budget whole
// (alert-mail-budget.test.ts tests the budget itself).
beforeEach(async () => {
  await ctx.db.update(alertes).set({ statut: 'SUPPRIMEE' }).where(eq(alertes.statut, 'ACTIVE'));
  await ctx.db.execute(sql`delete from auth_events where kind = 'EMAIL_CHECK'`);
});

describe('creating an alert', () => {
  it('a visitor confirms by e-mail (double opt-in); the answer never shows the address', async () => {
    const email = visitorEmail();
    const created = await ctx.client().post('/api/alertes', {
      depart: 'Paris',
      arrivee: 'Rennes',
      date: inDays(3),
      email,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      ville_depart: 'Paris',
      ville_arrivee: 'Rennes',
      statut: 'EN_ATTENTE_CONFIRMATION',
      date_debut: inDays(3),
      date_fin: inDays(3),
    });
    expect(created.body.meta).toEqual({
      confirmation_requise: 1,
      message: alertTexts.createdVisitor,
    });
    expect(JSON.stringify(created.body)).not.toContain(email);

    // Not confirmed: a trip does not reach it.
    await publishParisRennes({ date: inDays(3) });
    expect(await tripMails(email)).toHaveLength(0);

    const mail = await lastEmailTo(ctx.db, email);
    expect(mail!.subject).toBe('Confirmez votre alerte Paris → Rennes');
    const token = linkPathIn(mail!.text, '/alertes/confirmation/').split('/').pop()!;
    const confirmed = await ctx.client().post('/api/alertes/confirmation', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.statut).toBe('ACTIVE');
    // The link works once.
    const again = await ctx.client().post('/api/alertes/confirmation', { token });
    expect(again.status).toBe(404);
    expect(again.body.errors[0].detail).toBe(alertTexts.confirmLinkInvalid);

    await publishParisRennes({ date: inDays(3), heure: '10:00' });
    expect(await tripMails(email)).toHaveLength(1);
  });

  it('a member’s alert is active at once and listed in « Mes alertes »', async () => {
    const { client } = await member();
    const created = await client.post('/api/alertes', {
      depart: '75056',
      arrivee: 'rennes',
      tous_les_jours: 1,
      heure_min: '07:00',
      heure_max: '10:00',
      nb_places: 2,
    });
    expect(created.status).toBe(201);
    expect(created.body.meta.confirmation_requise).toBe(0);
    const list = await client.get('/api/alertes');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: created.body.data.id,
        statut: 'ACTIVE',
        tous_les_jours: 1,
        date_debut: null,
        heure_min: '07:00',
        heure_max: '10:00',
        nb_places: 2,
        nb_trajets_trouves: 0,
      }),
    ]);
    expect(list.body.meta).toMatchObject({ total: 1, actives: 1, max_actives: 10 });
    expect((await ctx.client().get('/api/alertes')).status).toBe(401);
  });

  it('refuses bad input with a French message and stores nothing', async () => {
    const { client } = await member();
    const cases: [object, number, string][] = [
      [{ depart: 'Paris', arrivee: 'Rennes' }, 422, alertTexts.dateRequired],
      [{ depart: 'Paris', arrivee: 'Rennes', date: inDays(-1) }, 422, alertTexts.datePast],
      [{ depart: 'Paris', arrivee: 'Rennes', date: '2026-02-31' }, 422, alertTexts.dateInvalid],
      [
        { depart: 'Paris', arrivee: 'Rennes', date: inDays(2), date_fin: inDays(32) },
        422,
        alertTexts.rangeTooLong,
      ],
      [
        { depart: 'Paris', arrivee: 'Rennes', date: inDays(5), date_fin: inDays(2) },
        422,
        alertTexts.rangeOrder,
      ],
      [
        {
          depart: 'Paris',
          arrivee: 'Rennes',
          tous_les_jours: 1,
          heure_min: '10:00',
          heure_max: '08:00',
        },
        422,
        alertTexts.timeOrder,
      ],
      [
        { depart: 'Paris', arrivee: 'Rennes', tous_les_jours: 1, heure_min: '25:00' },
        422,
        alertTexts.timeInvalid,
      ],
      [
        { depart: 'Paris', arrivee: 'Rennes', tous_les_jours: 1, nb_places: 9 },
        422,
        alertTexts.seatsInvalid,
      ],
      [{ depart: '', arrivee: 'Rennes', tous_les_jours: 1 }, 422, alertTexts.townRequired],
    ];
    for (const [body, status, detail] of cases) {
      const response = await client.post('/api/alertes', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.errors[0].detail).toContain(detail);
    }
    const unknown = await client.post('/api/alertes', {
      depart: 'Zzzyxville',
      arrivee: 'Rennes',
      tous_les_jours: 1,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toContain('Zzzyxville');
    const visitor = await ctx.client().post('/api/alertes', {
      depart: 'Paris',
      arrivee: 'Rennes',
      tous_les_jours: 1,
    });
    expect(visitor.status).toBe(422);
    expect(visitor.body.errors[0].detail).toBe(alertTexts.emailRequired);
    const badMail = await ctx.client().post('/api/alertes', {
      depart: 'Paris',
      arrivee: 'Rennes',
      tous_les_jours: 1,
      email: 'pas-une-adresse',
    });
    expect(badMail.status).toBe(422);
    expect((await client.get('/api/alertes')).body.meta.total).toBe(0);
  });

  it('caps active alerts at 10 per person; pausing one frees a place, resuming needs one', async () => {
    const { client } = await member();
    const ids: number[] = [];
    for (let i = 0; i < ALERT_LIMITS.maxActive; i++)
      ids.push(
        (await memberAlert(client, { depart: 'Paris', arrivee: 'Rennes', date: inDays(i + 1) })).id,
      );
    const eleventh = await client.post('/api/alertes', {
      depart: 'Paris',
      arrivee: 'Lyon',
      tous_les_jours: 1,
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.errors[0].detail).toBe(alertTexts.tooMany);

    const paused = await client.send<any>('PATCH', `/api/alertes/${ids[0]}`, { statut: 'PAUSEE' });
    expect(paused.status).toBe(200);
    expect(paused.body.data.statut).toBe('PAUSEE');
    await memberAlert(client, { depart: 'Paris', arrivee: 'Lyon', tous_les_jours: 1 });
    const resume = await client.send<any>('PATCH', `/api/alertes/${ids[0]}`, { statut: 'ACTIVE' });
    expect(resume.status).toBe(409);
    expect(resume.body.errors[0].detail).toBe(alertTexts.tooMany);

    expect((await client.delete(`/api/alertes/${ids[1]}`)).status).toBe(204);
    expect(
      (await client.send<any>('PATCH', `/api/alertes/${ids[0]}`, { statut: 'ACTIVE' })).status,
    ).toBe(200);
    const list = await client.get('/api/alertes');
    expect(list.body.meta).toMatchObject({ total: 10, actives: 10 });

    // Someone else's alert: refused.
    const other = await member();
    expect((await other.client.delete(`/api/alertes/${ids[2]}`)).status).toBe(403);
    expect(
      (await other.client.send<any>('PATCH', `/api/alertes/${ids[2]}`, { statut: 'NIMPORTE' }))
        .status,
    ).toBe(422);
  });

  it('caps a visitor’s address at 10 as well, confirmed or waiting', async () => {
    const email = visitorEmail();
    for (let i = 0; i < ALERT_LIMITS.maxActive; i++) {
      // An address gets 3 confirmation mails a day: these alerts were asked over four days.
      await ctx.db.execute(
        sql`update alertes set cree_le = cree_le - interval '1 day' where email = ${email}`,
      );
      const response = await ctx.client().post('/api/alertes', {
        depart: 'Paris',
        arrivee: 'Rennes',
        date: inDays(i + 1),
        email: i % 2 ? email : email.toUpperCase(),
      });
      expect(response.status).toBe(201);
    }
    const refused = await ctx.client().post('/api/alertes', {
      depart: 'Paris',
      arrivee: 'Rennes',
      tous_les_jours: 1,
      email,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].detail).toBe(alertTexts.tooMany);
  });
});

describe('matching a published trip', () => {
  it('publishing (POST /trajets) queues the matching; the job mails the visitor and notifies the member', async () => {
    const visitor = await visitorAlert({ depart: 'Paris', arrivee: 'Lyon', date: inDays(5) });
    const { user, client } = await member();
    await memberAlert(client, { depart: 'Paris', arrivee: 'Lyon', date: inDays(5) });
    const driver = await createUser(ctx.db);
    const publish = await ctx
      .client()
      .withToken(await loginAs(ctx.db, driver))
      .post('/api/trajets', {
        date: inDays(5),
        heure: '08:15',
        adresse_depart: 'Gare de Lyon, 75012 Paris',
        adresse_arrivee: 'Place Bellecour, 69002 Lyon',
        code_commune_depart: '75056',
        code_commune_arrivee: '69123',
        nb_places_proposees: 3,
        is_resa_automatique: 1,
        is_roles_passagers: 0,
        montant_contribution: 2200,
        is_publie: 1,
      });
    expect(publish.status, JSON.stringify(publish.body)).toBe(201);
    // Nothing is sent by the request itself…
    expect(await tripMails(visitor.email)).toHaveLength(0);
    // …the job does it.
    await ctx.app.jobs.drain();
    const [mail] = await tripMails(visitor.email);
    expect(mail!.subject).toBe(
      `Nouveau trajet Paris → Lyon le ${inDays(5).split('-').reverse().join('/')}`,
    );
    expect(mail!.text).toContain('départ 08 h 15');
    expect(mail!.text).toMatch(/22\s€ par place/);
    expect(mail!.text).toContain(`/covoiturage/${publish.body.id}`);
    const member1 = await tripMails(user.email);
    expect(member1).toHaveLength(1);
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.utilisateur_id, user.id));
    expect(notes).toEqual([
      expect.objectContaining({ type_notif_code: 'ALERTE_TRAJET', trajet_id: publish.body.id }),
    ]);
    const unread = await client.get(`/api/utilisateurs/${user.id}/notifications`);
    expect(unread.body.meta.unread).toBe(1);
  });

  it('matches through stage towns and within 37.5 km of a stop, not beyond', async () => {
    const day = inDays(4);
    const viaStage = await visitorAlert({ depart: 'Paris', arrivee: 'Le Mans', date: day });
    const fromStage = await visitorAlert({ depart: 'Le Mans', arrivee: 'Rennes', date: day });
    const nearby = await visitorAlert({ depart: 'Versailles', arrivee: 'Vitré', date: day });
    const tooFar = await visitorAlert({ depart: 'Paris', arrivee: 'Fougères', date: day });
    const wrongWay = await visitorAlert({ depart: 'Rennes', arrivee: 'Paris', date: day });
    const trip = await publishParisRennes({ date: day });

    const [stageMail] = await tripMails(viaStage.email);
    expect(stageMail!.text).toContain('Paris → Le Mans');
    expect(stageMail!.text).toMatch(/15\s€ par place/);
    expect(stageMail!.text).toContain(`/covoiturage/${trip.id}?troncon=0-1`);
    const [fromStageMail] = await tripMails(fromStage.email);
    expect(fromStageMail!.text).toContain('Le Mans → Rennes');
    expect(fromStageMail!.text).toMatch(/11\s€ par place/);
    expect(await tripMails(nearby.email)).toHaveLength(1);
    expect(await tripMails(tooFar.email)).toHaveLength(0);
    expect(await tripMails(wrongWay.email)).toHaveLength(0);
  });

  it('between two close towns, hears of the trips going its way only (decision 019)', async () => {
    const day = inDays(4);
    const there = await visitorAlert({ depart: 'Paris', arrivee: 'Versailles', date: day });
    const back = await visitorAlert({ depart: 'Versailles', arrivee: 'Paris', date: day });
    const trip = await createTrip(ctx.db, {
      date: day,
      ville_depart: 'Versailles',
      code_commune_depart: '78646',
      latitude_depart: 48.8049,
      longitude_depart: 2.1204,
      ville_arrivee: PARIS.nom,
      code_commune_arrivee: PARIS.code,
      latitude_arrivee: PARIS.latitude,
      longitude_arrivee: PARIS.longitude,
    });
    await matchTripAlerts(ctx.app.deps, trip.id);
    expect(await tripMails(back.email)).toHaveLength(1);
    expect(await tripMails(there.email)).toHaveLength(0);
  });

  it('respects dates, ranges, every day, seats and the departure time window', async () => {
    const day = inDays(6);
    const sameDay = await visitorAlert({ depart: 'Paris', arrivee: 'Rennes', date: day });
    const otherDay = await visitorAlert({ depart: 'Paris', arrivee: 'Rennes', date: inDays(7) });
    const range = await visitorAlert({
      depart: 'Paris',
      arrivee: 'Rennes',
      date: inDays(2),
      date_fin: inDays(8),
    });
    const everyDay = await visitorAlert({ depart: 'Paris', arrivee: 'Rennes', tous_les_jours: 1 });
    const tooManySeats = await visitorAlert({
      depart: 'Paris',
      arrivee: 'Rennes',
      tous_les_jours: 1,
      nb_places: 3,
    });
    const twoSeats = await visitorAlert({
      depart: 'Paris',
      arrivee: 'Rennes',
      tous_les_jours: 1,
      nb_places: 2,
    });
    const morning = await visitorAlert({
      depart: 'Paris',
      arrivee: 'Rennes',
      tous_les_jours: 1,
      heure_min: '07:00',
      heure_max: '09:00',
    });
    const evening = await visitorAlert({
      depart: 'Paris',
      arrivee: 'Rennes',
      tous_les_jours: 1,
      heure_min: '17:00',
    });
    await publishParisRennes({ date: day, heure: '08:30', nb_places_proposees: 2 });

    const count = async (a: { email: string }) => (await tripMails(a.email)).length;
    expect(await count(sameDay)).toBe(1);
    expect(await count(otherDay)).toBe(0);
    expect(await count(range)).toBe(1);
    expect(await count(everyDay)).toBe(1);
    expect(await count(twoSeats)).toBe(1);
    expect(await count(tooManySeats)).toBe(0);
    expect(await count(morning)).toBe(1);
    expect(await count(evening)).toBe(0);
  });

  it('tells an alert once per trip, and again when a seat comes back to a full trip', async () => {
    const day = inDays(9);
    const alert = await visitorAlert({
      depart: 'Paris',
      arrivee: 'Rennes',
      date: day,
      nb_places: 2,
    });
    const trip = await publishParisRennes({ date: day, nb_places_proposees: 2 });
    await matchTripAlerts(ctx.app.deps, trip.id);
    await matchTripAlerts(ctx.app.deps, trip.id);
    expect(await tripMails(alert.email)).toHaveLength(1);

    // A second alert needing 2 seats arrives while one is booked, then the seat comes back.
    const late = await visitorAlert({
      depart: 'Paris',
      arrivee: 'Rennes',
      date: day,
      nb_places: 2,
    });
    const booking = await createBooking(ctx.db, { trip, seats: 1 });
    await matchTripAlerts(ctx.app.deps, trip.id);
    expect(await tripMails(late.email)).toHaveLength(0);
    await ctx.db.execute(sql`delete from passagers where id = ${booking.id}`);
    await ctx.db.execute(sql`update trajets set nb_places_reservees = 0 where id = ${trip.id}`);
    await matchTripAlerts(ctx.app.deps, trip.id);
    expect(await tripMails(late.email)).toHaveLength(1);
    expect(await tripMails(alert.email)).toHaveLength(1);
  });

  it('gathers the matches of the next hour into one digest', async () => {
    const alert = await visitorAlert({ depart: 'Paris', arrivee: 'Rennes', tous_les_jours: 1 });
    await publishParisRennes({ date: inDays(10), heure: '07:00' });
    const second = await publishParisRennes({ date: inDays(11), heure: '09:15' });
    const third = await publishParisRennes({ date: inDays(12), heure: '18:45' });
    // The first went at once; the other two wait for the digest, one job due an hour later.
    expect(await tripMails(alert.email)).toHaveLength(1);
    const jobs = await ctx.db.execute<{ run_at: Date }>(sql`
      select run_at from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = 'alertes_resume' and j.key = ${`alertes:resume:${alert.id}`}`);
    expect(jobs.rows).toHaveLength(1);
    const delay = new Date(jobs.rows[0]!.run_at).getTime() - Date.now();
    expect(delay).toBeGreaterThan(55 * 60_000);
    expect(delay).toBeLessThanOrEqual(60 * 60_000);

    await sendAlertDigest(ctx.app.deps, alert.id);
    const mails = await tripMails(alert.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.template).toBe('alerte-resume');
    expect(mails[1]!.subject).toBe('2 nouveaux trajets Paris → Rennes');
    expect(mails[1]!.text).toContain(`/covoiturage/${second.id}`);
    expect(mails[1]!.text).toContain(`/covoiturage/${third.id}`);
    // Nothing left: a second run sends nothing.
    await sendAlertDigest(ctx.app.deps, alert.id);
    expect(await tripMails(alert.email)).toHaveLength(2);
  });
});

describe('unsubscribing and managing', () => {
  it('every alert e-mail has a signed one-click unsubscribe link and List-Unsubscribe headers', async () => {
    const alert = await visitorAlert({ depart: 'Paris', arrivee: 'Rennes', tous_les_jours: 1 });
    await publishParisRennes({ date: inDays(13) });
    const [mail] = await tripMails(alert.email);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const header = mail!.headers!['List-Unsubscribe']!;
    expect(header).toMatch(
      /^<https?:\/\/[^>]+\/api\/alertes\/desabonnement\?alerte=\d+&signature=[\w-]+>$/,
    );
    const page = linkPathIn(mail!.text, '/alertes/desabonnement');
    const query = page.split('?')[1]!;
    // The stored copy (what staff could read) does not carry the signature.
    const signature = new URLSearchParams(query).get('signature')!;
    expect(mail!.stored.text).not.toContain(signature);
    expect(JSON.stringify(mail!.stored.headers)).not.toContain(signature);
    expect(header).toContain(signature);

    const forged = await ctx
      .client()
      .post(`/api/alertes/desabonnement?alerte=${alert.id}&signature=${'x'.repeat(43)}`);
    expect(forged.status).toBe(403);
    expect(forged.body.errors[0].detail).toBe(alertTexts.unsubscribeLinkInvalid);
    const otherAlert = await ctx
      .client()
      .post(
        `/api/alertes/desabonnement?${query.replace(`alerte=${alert.id}`, `alerte=${alert.id + 1}`)}`,
      );
    expect(otherAlert.status).toBe(403);

    // What a mail client does with the header (RFC 8058), no login.
    const url = new URL(header.slice(1, -1));
    const done = await ctx
      .client()
      .post(`${url.pathname}${url.search}`, { 'List-Unsubscribe': 'One-Click' }, { as: 'form' });
    expect(done.status).toBe(200);
    expect(done.body.data.message).toBe(alertTexts.unsubscribed);
    const twice = await ctx.client().post(`/api/alertes/desabonnement?${query}`);
    expect(twice.status).toBe(200);

    await publishParisRennes({ date: inDays(14) });
    expect(await tripMails(alert.email)).toHaveLength(1);
  });

  it('a paused alert hears nothing; the expiry job closes alerts whose dates are past', async () => {
    const { client } = await member();
    const paused = await memberAlert(client, {
      depart: 'Paris',
      arrivee: 'Rennes',
      tous_les_jours: 1,
    });
    await client.send<any>('PATCH', `/api/alertes/${paused.id}`, { statut: 'PAUSEE' });
    await publishParisRennes({ date: inDays(15) });
    expect((await client.get('/api/alertes')).body.data[0].nb_trajets_trouves).toBe(0);

    const old = await memberAlert(client, { depart: 'Paris', arrivee: 'Rennes', date: inDays(1) });
    await ctx.db
      .update(alertes)
      .set({ date_debut: inDays(-3), date_fin: inDays(-1) })
      .where(eq(alertes.id, old.id));
    const { expireOldAlerts } = await import('./alert-matching');
    await expireOldAlerts(ctx.app.deps);
    const list = (await client.get('/api/alertes')).body.data as { id: number; statut: string }[];
    expect(list.find((a) => a.id === old.id)!.statut).toBe('EXPIREE');
    expect(list.find((a) => a.id === paused.id)!.statut).toBe('PAUSEE');
  });
});

describe('demand shown to drivers', () => {
  it('counts people behind active alerts and the last 30 days’ searches, with plurals', async () => {
    const route = { depart: 'Paris', arrivee: 'Rennes' };
    const empty = await ctx
      .client()
      .get('/api/alertes/demande', { query: { ...route, date: inDays(20) } });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ personnes: 0, texte: '0 personnes recherchent ce trajet' });

    const { user, client } = await member();
    await memberAlert(client, { ...route, date: inDays(20) });
    const one = await ctx
      .client()
      .get('/api/alertes/demande', { query: { ...route, date: inDays(20) } });
    expect(one.body.data).toEqual({ personnes: 1, texte: '1 personne recherche ce trajet' });

    // The same member's search counts once; a visitor's search counts; an old search does not.
    const search = {
      nom_commune_depart: 'Paris',
      nom_commune_arrivee: 'Rennes',
      code_commune_depart: '75056',
      code_commune_arrivee: '35238',
      date_recherchee: inDays(20),
      nb_resultats: 0,
    };
    await ctx.db.insert(recherches).values([
      { ...search, utilisateur_id: user.id },
      { ...search, utilisateur_id: null },
      { ...search, utilisateur_id: null, moment: new Date(Date.now() - 40 * 86_400_000) },
    ]);
    await visitorAlert({
      depart: 'Versailles',
      arrivee: 'Rennes',
      date: inDays(19),
      date_fin: inDays(21),
    });
    const three = await ctx
      .client()
      .get('/api/alertes/demande', { query: { ...route, date: inDays(20) } });
    expect(three.body.data).toEqual({ personnes: 3, texte: '3 personnes recherchent ce trajet' });
    const otherDay = await ctx
      .client()
      .get('/api/alertes/demande', { query: { ...route, date: inDays(25) } });
    expect(otherDay.body.data.personnes).toBe(0);
    const bad = await ctx.client().get('/api/alertes/demande', { query: { depart: 'Paris' } });
    expect(bad.status).toBe(422);
  });

  it('the admin dashboard counts alerts created, matched and converted into bookings', async () => {
    const { user, client } = await member();
    await memberAlert(client, { depart: 'Paris', arrivee: 'Rennes', date: inDays(16) });
    const trip = await publishParisRennes({ date: inDays(16) });
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const adminClient = ctx.client().withToken(await loginAs(ctx.db, admin));
    const before = (await adminClient.get('/api/admin/statistiques')).body.data.alertes;
    await createBooking(ctx.db, { trip, passenger: user });
    const after = (await adminClient.get('/api/admin/statistiques')).body.data.alertes;
    expect(after.converties).toBe(before.converties + 1);
    expect(after.trouvees).toBeGreaterThanOrEqual(1);
    expect(after.creees).toBeGreaterThan(after.trouvees - 1);
  });
});
