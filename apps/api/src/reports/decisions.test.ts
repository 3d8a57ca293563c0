import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts } from '@bonneroute/shared/admin';
import { reportTexts } from '@bonneroute/shared/reports';
import { admin_audit, avis, messages, notifications, trajets } from '../db/schema';
import { createPassenger, pay, paymentForm } from '../booking/booking-test-helpers';
import { createTrip, lastEmailTo, loginAs } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';
import { review, travelledTrip } from '../reviews/review-test-helpers';
import { conversation, detail, staff } from './report-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function reportedMessage() {
  const talk = await conversation(ctx);
  const sent = await talk.driver.client.post('/api/signalements', {
    type: 'message',
    cible_id: talk.message.id,
    motif: 'harcelement',
    details: 'Il me menace.',
  });
  expect(sent.status).toBe(201);
  return { ...talk, reportId: sent.body.data.id as number };
}

const notesOf = (userId: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.utilisateur_id, userId))
    .orderBy(desc(notifications.id));

describe('GET /admin/signalements — the team’s queue', () => {
  it('lists reports with the reported text, filtered by status and type; staff only', async () => {
    const { reportId, driver, passenger } = await reportedMessage();
    const manager = await staff(ctx, 'MANAGER');
    const queue = await manager.client.get(
      '/api/admin/signalements?statut=en_attente&type=message',
    );
    expect(queue.status).toBe(200);
    expect(queue.body.meta).toMatchObject({ current_page: 1 });
    expect(queue.body.data.find((r: { id: number }) => r.id === reportId)).toMatchObject({
      type: 'message',
      canal: 'messagerie',
      motif: 'harcelement',
      details: 'Il me menace.',
      contenu: expect.stringContaining('je viens te chercher'),
      auteur: { id: driver.user.id },
      concerne: { id: passenger.user.id },
      statut: 'en_attente',
      decision: null,
    });
    const others = await manager.client.get('/api/admin/signalements?type=avis');
    expect(others.body.data.every((r: { type: string }) => r.type === 'avis')).toBe(true);
    expect((await driver.client.get('/api/admin/signalements')).status).toBe(403);
    expect(detail(await driver.client.get('/api/admin/signalements'))).toBe(adminTexts.staffOnly);
    expect((await ctx.client().get('/api/admin/signalements')).status).toBe(401);
    const bad = await manager.client.get('/api/admin/signalements?statut=perdu');
    expect(bad.status).toBe(422);
  });
});

describe('POST /admin/signalements/{id}/decision', () => {
  it('removes the message, audits, tells both members why; each may contest once; staff re-decide', async () => {
    const { reportId, driver, passenger, message } = await reportedMessage();
    const manager = await staff(ctx, 'MANAGER');
    const motifs =
      'Menaces explicites envers le conducteur : contraire aux règles de la communauté.';
    const [first, second] = await Promise.all([
      manager.client.post(`/api/admin/signalements/${reportId}/decision`, {
        decision: 'contenu_retire',
        motifs,
      }),
      manager.client.post(`/api/admin/signalements/${reportId}/decision`, {
        decision: 'rejete',
        motifs: 'Rien.',
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const decision = winner.body.data.decision;
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, message.id));
    if (decision === 'contenu_retire') expect(row!.message).toBe(reportTexts.removedMessage);
    const [audit] = await ctx.db
      .select()
      .from(admin_audit)
      .where(and(eq(admin_audit.cible_type, 'signalement'), eq(admin_audit.cible_id, reportId)));
    expect(audit).toMatchObject({ action: 'decider-signalement', auteur_id: manager.user.id });
    // The statement of reasons, to both: notification and e-mail.
    for (const who of [driver, passenger]) {
      const [note] = await notesOf(who.user.id);
      expect(note).toMatchObject({ type_notif_code: 'SIGNALEMENT_DECISION' });
      const mail = await lastEmailTo(ctx.db, who.user.email);
      expect(mail?.text).toContain('Motifs :');
    }
    const reporterView = (await driver.client.get('/api/signalements')).body.data[0];
    expect(reporterView).toMatchObject({ id: reportId, statut: 'decide', peut_contester: 1 });
    expect(reporterView.decision).toMatchObject({ decision, motifs: expect.any(String) });
    const concernedView = (await passenger.client.get('/api/signalements')).body.data[0];
    expect(concernedView).toMatchObject({ id: reportId, role: 'concerne', peut_contester: 1 });

    // The member concerned contests, once; a stranger may not.
    const stranger = await staff(ctx, 'MANAGER');
    expect(
      (await stranger.client.post(`/api/signalements/${reportId}/contestation`, { motif: 'Non.' }))
        .status,
    ).toBe(403);
    const empty = await passenger.client.post(`/api/signalements/${reportId}/contestation`, {
      motif: ' ',
    });
    expect(empty.status).toBe(422);
    expect(detail(empty)).toContain(reportTexts.contestRequired);
    const contested = await passenger.client.post(`/api/signalements/${reportId}/contestation`, {
      motif: 'C’était une blague entre nous.',
    });
    expect(contested.status).toBe(200);
    expect(contested.body.data.statut).toBe('conteste');
    const twice = await passenger.client.post(`/api/signalements/${reportId}/contestation`, {
      motif: 'Encore.',
    });
    expect(twice.status).toBe(409);
    expect(detail(twice)).toBe(reportTexts.alreadyContested);
    const queue = await manager.client.get('/api/admin/signalements?statut=conteste');
    expect(queue.body.data[0]).toMatchObject({
      id: reportId,
      contestations: [{ par: 'concerne', motif: 'C’était une blague entre nous.' }],
    });
    const again = await manager.client.post(`/api/admin/signalements/${reportId}/decision`, {
      decision: 'avertissement',
      motifs: 'Après réexamen : avertissement.',
    });
    expect(again.status).toBe(200);
    expect(again.body.data.statut).toBe('revu');
    const [reaudit] = await ctx.db
      .select()
      .from(admin_audit)
      .where(
        and(eq(admin_audit.action, 'reexaminer-signalement'), eq(admin_audit.cible_id, reportId)),
      );
    expect(reaudit).toBeDefined();
    expect((await notesOf(passenger.user.id))[0]?.type_notif_code).toBe('AVERTISSEMENT');
    expect(
      (
        await manager.client.post(`/api/admin/signalements/${reportId}/decision`, {
          decision: 'rejete',
          motifs: 'x',
        })
      ).status,
    ).toBe(409);
  });

  it('validates the decision with French details and refuses members', async () => {
    const { reportId, driver } = await reportedMessage();
    const manager = await staff(ctx, 'MANAGER');
    const noReason = await manager.client.post(`/api/admin/signalements/${reportId}/decision`, {
      decision: 'rejete',
      motifs: '',
    });
    expect(noReason.status).toBe(422);
    expect(detail(noReason)).toContain(reportTexts.reasonsRequired);
    const noDecision = await manager.client.post(`/api/admin/signalements/${reportId}/decision`, {
      motifs: 'x',
    });
    expect(detail(noDecision)).toContain(reportTexts.decisionRequired);
    const member = await driver.client.post(`/api/admin/signalements/${reportId}/decision`, {
      decision: 'rejete',
      motifs: 'x',
    });
    expect(member.status).toBe(403);
    const unknown = await manager.client.post('/api/admin/signalements/999999/decision', {
      decision: 'rejete',
      motifs: 'x',
    });
    expect(unknown.status).toBe(404);
    // A suspension is an ADMIN's.
    const suspend = await manager.client.post(`/api/admin/signalements/${reportId}/decision`, {
      decision: 'suspension',
      motifs: 'x',
    });
    expect(suspend.status).toBe(403);
  });

  it('hides a reported review and takes it out of the rating', async () => {
    const { passengers, driver, trip } = await travelledTrip(ctx);
    const posted = await review(passengers[0]!.client, {
      trajet_id: trip.id,
      cible_id: driver.user.id,
      note: 1,
      commentaire: 'Appelez-moi au 06 12 34 56 78.',
    });
    await review(driver.client, {
      trajet_id: trip.id,
      cible_id: passengers[0]!.user.id,
      note: 5,
      commentaire: 'Top',
    });
    const sent = await driver.client.post('/api/signalements', {
      type: 'avis',
      cible_id: posted.body.data.id,
      motif: 'coordonnees',
    });
    const manager = await staff(ctx, 'MANAGER');
    const decided = await manager.client.post(
      `/api/admin/signalements/${sent.body.data.id}/decision`,
      {
        decision: 'contenu_retire',
        motifs: 'Un avis ne contient pas de coordonnées personnelles.',
      },
    );
    expect(decided.status).toBe(200);
    const [row] = await ctx.db.select().from(avis).where(eq(avis.id, posted.body.data.id));
    expect(row!.masque_le).not.toBeNull();
  });

  it('suspends the driver through the existing suspension: future trips cancelled and refunded', async () => {
    const driver = await createPassenger(ctx.db, { prenom: 'Taxi' });
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 2000 });
    const rider = await createPassenger(ctx.db);
    const riderClient = ctx.client().withToken(await loginAs(ctx.db, rider));
    expect((await pay(riderClient, rider.id, paymentForm(trip))).status).toBe(200);
    const sent = await riderClient.post('/api/signalements', {
      type: 'trajet',
      cible_id: trip.id,
      motif: 'activite_professionnelle',
    });
    expect(sent.status).toBe(201);
    const admin = await staff(ctx, 'ADMIN');
    const decided = await admin.client.post(
      `/api/admin/signalements/${sent.body.data.id}/decision`,
      {
        decision: 'suspension',
        motifs: 'Activité de taxi : paiement en espèces demandé à plusieurs passagers.',
      },
    );
    expect(decided.status).toBe(200);
    const [row] = await ctx.db.select().from(trajets).where(eq(trajets.id, trip.id));
    expect(row!.actif).toBe(false);
    const riderNotes = await notesOf(rider.id);
    expect(riderNotes.map((n) => n.type_notif_code)).toEqual(
      expect.arrayContaining(['TRAJET_ANNULE', 'SIGNALEMENT_DECISION']),
    );
    const actions = await ctx.db
      .select()
      .from(admin_audit)
      .where(eq(admin_audit.cible_id, driver.id));
    expect(actions.map((a) => a.action)).toContain('suspendre-utilisateur');
  });

  it('deactivates a reported trip (ADMIN): passengers refunded and told', async () => {
    const trip = await createTrip(ctx.db, { montant_contribution: 1500 });
    const rider = await createPassenger(ctx.db);
    const riderClient = ctx.client().withToken(await loginAs(ctx.db, rider));
    expect((await pay(riderClient, rider.id, paymentForm(trip))).status).toBe(200);
    const sent = await riderClient.post('/api/signalements', {
      type: 'trajet',
      cible_id: trip.id,
      motif: 'arnaque',
    });
    const manager = await staff(ctx, 'MANAGER');
    const body = { decision: 'contenu_retire', motifs: 'Trajet fictif.' };
    expect(
      (await manager.client.post(`/api/admin/signalements/${sent.body.data.id}/decision`, body))
        .status,
    ).toBe(403);
    const admin = await staff(ctx, 'ADMIN');
    expect(
      (await admin.client.post(`/api/admin/signalements/${sent.body.data.id}/decision`, body))
        .status,
    ).toBe(200);
    const [row] = await ctx.db.select().from(trajets).where(eq(trajets.id, trip.id));
    expect(row!.actif).toBe(false);
    expect((await notesOf(rider.id)).map((n) => n.type_notif_code)).toContain('TRAJET_ANNULE');
  });
});
