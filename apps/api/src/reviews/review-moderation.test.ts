import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts } from '@bonneroute/shared/admin';
import { reviewTexts } from '@bonneroute/shared/reviews';
import { admin_audit, avis, notifications } from '../db/schema';
import { lastEmailTo } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';
import { ratingOf, review, traveller, travelledTrip, type Traveller } from './review-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const detail = (response: { body: any }) => response.body.errors?.[0]?.detail;

/** A done trip where both sides reviewed each other: both reviews are public. */
async function publishedPair(driverNote = 2) {
  const { trip, driver, passengers } = await travelledTrip(ctx);
  const passenger = passengers[0]!;
  const byDriver = await review(driver.client, {
    trajet_id: trip.id,
    cible_id: passenger.user.id,
    note: driverNote,
    commentaire: 'Passager désagréable, a claqué la portière. Nul.',
  });
  const byPassenger = await review(passenger.client, {
    trajet_id: trip.id,
    cible_id: driver.user.id,
    note: 5,
    commentaire: 'Top !',
  });
  return {
    trip,
    driver,
    passenger,
    byDriver: byDriver.body.data.id as number,
    byPassenger: byPassenger.body.data.id as number,
  };
}

describe('POST /avis/{id}/reponse — one public reply', () => {
  it('lets the reviewed person reply once, shown with the review', async () => {
    const { driver, passenger, byDriver } = await publishedPair();
    const reply = await passenger.client.post(`/api/avis/${byDriver}/reponse`, {
      reponse: 'Désolé pour la portière, le vent l’a emportée.',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      id: byDriver,
      reponse: 'Désolé pour la portière, le vent l’a emportée.',
    });
    const again = await passenger.client.post(`/api/avis/${byDriver}/reponse`, {
      reponse: 'Et puis zut.',
    });
    expect(again.status).toBe(409);
    expect(detail(again)).toBe(reviewTexts.alreadyReplied);
    // The author is told; the profile shows the reply under the review.
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.utilisateur_id, driver.user.id),
          eq(notifications.type_notif_code, 'AVIS_REPONSE'),
        ),
      );
    expect(note?.details).toContain('a répondu à votre avis');
    const profile = await driver.client.get(`/api/profils/${passenger.user.id}/avis`);
    expect(profile.body.data[0].reponse).toBe('Désolé pour la portière, le vent l’a emportée.');
  });

  it('refuses the author, a stranger, and a review not published yet', async () => {
    const { driver, passenger, byDriver, byPassenger } = await publishedPair();
    const stranger = await traveller(ctx);
    for (const [who, id] of [
      [driver, byDriver],
      [stranger, byPassenger],
    ] as const) {
      const response = await who.client.post(`/api/avis/${id}/reponse`, { reponse: 'Non.' });
      expect(response.status).toBe(403);
      expect(detail(response)).toBe(reviewTexts.replyNotYours);
    }
    const waiting = await travelledTrip(ctx);
    const written = await review(waiting.passengers[0]!.client, {
      trajet_id: waiting.trip.id,
      cible_id: waiting.driver.user.id,
      note: 4,
    });
    const early = await waiting.driver.client.post(`/api/avis/${written.body.data.id}/reponse`, {
      reponse: 'Merci !',
    });
    expect(early.status).toBe(409);
    expect(detail(early)).toBe(reviewTexts.replyNotPublished);
    const empty = await passenger.client.post(`/api/avis/${byDriver}/reponse`, { reponse: ' ' });
    expect(empty.status).toBe(422);
    const badId = await passenger.client.post('/api/avis/abc/reponse', { reponse: 'Merci' });
    expect(badId.status).toBe(422);
  });
});

describe('« Signaler » and moderation', () => {
  let admin: Traveller;
  let manager: Traveller;
  beforeAll(async () => {
    admin = await traveller(ctx, { role: 'ADMIN' });
    manager = await traveller(ctx, { role: 'MANAGER' });
  });

  it('takes one report per member, not of one’s own review nor of a hidden one', async () => {
    const { driver, passenger, byDriver } = await publishedPair();
    const reader = await traveller(ctx);
    const report = await passenger.client.post(`/api/avis/${byDriver}/signalements`, {
      motif: 'Propos insultants et faux.',
    });
    expect(report.status).toBe(201);
    expect(
      (await reader.client.post(`/api/avis/${byDriver}/signalements`, { motif: 'Injuste.' }))
        .status,
    ).toBe(201);
    const twice = await passenger.client.post(`/api/avis/${byDriver}/signalements`, {
      motif: 'Encore.',
    });
    expect(twice.status).toBe(409);
    expect(detail(twice)).toBe(reviewTexts.alreadyReported);
    const own = await driver.client.post(`/api/avis/${byDriver}/signalements`, { motif: 'Oups' });
    expect(own.status).toBe(422);
    expect(detail(own)).toBe(reviewTexts.reportOwn);
    const shown = await passenger.client.get(`/api/profils/${passenger.user.id}/avis`);
    expect(shown.body.data.find((r: any) => r.id === byDriver).signale).toBe(1);
  });

  it('lists reported reviews for the team only, and lets a MANAGER hide one with a reason', async () => {
    const { driver, passenger, byDriver } = await publishedPair(1);
    await passenger.client.post(`/api/avis/${byDriver}/signalements`, {
      motif: 'Il ment sur la portière.',
    });
    expect(await ratingOf(ctx, passenger.user.id)).toEqual({ nb: 1, somme: 1 });

    const forbidden = await passenger.client.get('/api/admin/avis-signales');
    expect(forbidden.status).toBe(403);
    expect(detail(forbidden)).toBe(adminTexts.staffOnly);
    const userHide = await passenger.client.post(`/api/admin/avis/${byDriver}/masquage`, {
      motif: 'Je le veux',
    });
    expect(userHide.status).toBe(403);
    expect((await ctx.client().get('/api/admin/avis-signales')).status).toBe(401);

    const queue = await manager.client.get('/api/admin/avis-signales');
    expect(queue.status).toBe(200);
    const entry = queue.body.data.find((r: any) => r.id === byDriver);
    expect(entry).toMatchObject({
      note: 1,
      auteur: { id: driver.user.id, nom: driver.user.nom },
      cible: { id: passenger.user.id },
      signalements: [expect.objectContaining({ motif: 'Il ment sur la portière.' })],
    });

    const noReason = await manager.client.post(`/api/admin/avis/${byDriver}/masquage`, {
      motif: '',
    });
    expect(noReason.status).toBe(422);
    const hide = await manager.client.post(`/api/admin/avis/${byDriver}/masquage`, {
      motif: 'Accusation invérifiable',
    });
    expect(hide.status).toBe(200);
    expect(hide.body.data).toEqual({ id: byDriver, statut: 'MASQUE' });

    // Gone from the profile and the rating, out of the queue, audited, and the author is told.
    const profile = await driver.client.get(`/api/profils/${passenger.user.id}/avis`);
    expect(profile.body.data.map((r: any) => r.id)).not.toContain(byDriver);
    expect(await ratingOf(ctx, passenger.user.id)).toEqual({ nb: 0, somme: 0 });
    const after = await manager.client.get('/api/admin/avis-signales');
    expect(after.body.data.map((r: any) => r.id)).not.toContain(byDriver);
    const [audit] = await ctx.db
      .select()
      .from(admin_audit)
      .where(eq(admin_audit.cible_id, byDriver))
      .orderBy(desc(admin_audit.id));
    expect(audit).toMatchObject({
      auteur_id: manager.user.id,
      action: 'masquer-avis',
      cible_type: 'avis',
      details: expect.objectContaining({ motif: 'Accusation invérifiable', signalements: 1 }),
    });
    const mail = await lastEmailTo(ctx.db, driver.user.email);
    expect(mail?.subject).toBe('Votre avis a été masqué — BonneRoute');
    expect(mail?.text).toContain('Motif : Accusation invérifiable');
    const given = await driver.client.get('/api/avis/donnes');
    expect(given.body.data.find((r: any) => r.id === byDriver)).toMatchObject({
      statut: 'MASQUE',
      masque_motif: 'Accusation invérifiable',
    });
    const [row] = await ctx.db.select().from(avis).where(eq(avis.id, byDriver));
    expect(row?.masque_par).toBe(manager.user.id);

    const again = await admin.client.post(`/api/admin/avis/${byDriver}/masquage`, {
      motif: 'Encore',
    });
    expect(again.status).toBe(409);
    expect(detail(again)).toBe(reviewTexts.alreadyHidden);
    // A hidden review can be neither reported nor answered any more.
    expect(
      (await passenger.client.post(`/api/avis/${byDriver}/reponse`, { reponse: 'Merci' })).status,
    ).toBe(404);
  });

  it('lets the team keep a review: its reports are closed, it stays public', async () => {
    const { passenger, byDriver } = await publishedPair(3);
    await passenger.client.post(`/api/avis/${byDriver}/signalements`, { motif: 'Pas d’accord.' });
    const keep = await admin.client.post(`/api/admin/avis/${byDriver}/maintien`);
    expect(keep.status).toBe(200);
    expect(keep.body.data.statut).toBe('PUBLIE');
    const queue = await admin.client.get('/api/admin/avis-signales');
    expect(queue.body.data.map((r: any) => r.id)).not.toContain(byDriver);
    const profile = await passenger.client.get(`/api/profils/${passenger.user.id}/avis`);
    expect(profile.body.data.map((r: any) => r.id)).toContain(byDriver);
    const [audit] = await ctx.db
      .select()
      .from(admin_audit)
      .where(and(eq(admin_audit.cible_id, byDriver), eq(admin_audit.action, 'maintenir-avis')));
    expect(audit?.auteur_id).toBe(admin.user.id);
    expect((await admin.client.post('/api/admin/avis/99999999/maintien')).status).toBe(404);
  });

  it('does not take a report on a review still waiting for publication', async () => {
    const waiting = await travelledTrip(ctx);
    const written = await review(waiting.passengers[0]!.client, {
      trajet_id: waiting.trip.id,
      cible_id: waiting.driver.user.id,
      note: 4,
    });
    const response = await waiting.driver.client.post(
      `/api/avis/${written.body.data.id}/signalements`,
      { motif: 'Je ne l’ai même pas lu' },
    );
    expect(response.status).toBe(404);
  });
});
