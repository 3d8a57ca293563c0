import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportTexts } from '@bonneroute/shared/reports';
import { signalements } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { review, traveller, travelledTrip } from '../reviews/review-test-helpers';
import { conversation, detail } from './report-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /signalements — « Signaler »', () => {
  it('takes a report of a message, once; the reporter sees it waiting in « Mes signalements »', async () => {
    const { driver, message } = await conversation(ctx);
    const body = {
      type: 'message',
      cible_id: message.id,
      motif: 'harcelement',
      details: 'Menaces.',
    };
    const sent = await driver.client.post('/api/signalements', body);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toEqual({
      id: expect.any(Number),
      statut: 'en_attente',
      message: reportTexts.sent,
    });
    const again = await driver.client.post('/api/signalements', body);
    expect(again.status).toBe(409);
    expect(detail(again)).toBe(reportTexts.alreadyReported);
    const mine = await driver.client.get('/api/signalements');
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        id: sent.body.data.id,
        role: 'auteur',
        motif_libelle: 'Harcèlement, insultes ou menaces',
        statut: 'en_attente',
        decision: null,
        peut_contester: 0,
      }),
    ]);
    // The original text is kept for the team, even if the message is later removed.
    const [row] = await ctx.db
      .select()
      .from(signalements)
      .where(eq(signalements.id, sent.body.data.id));
    expect(row!.contenu).toContain('je viens te chercher');
  });

  it('writes exactly one row for two reports at once, and for 20 at once', async () => {
    for (const n of [2, 20]) {
      const { driver, passenger } = await conversation(ctx);
      const body = { type: 'utilisateur', cible_id: passenger.user.id, motif: 'harcelement' };
      const answers = await Promise.all(
        Array.from({ length: n }, () => driver.client.post('/api/signalements', body)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(n - 1).fill(409)]);
      const rows = await ctx.db
        .select()
        .from(signalements)
        .where(eq(signalements.auteur_id, driver.user.id));
      expect(rows).toHaveLength(1);
    }
  });

  it('reports a member, a trip, a chat message and a public review', async () => {
    const { driver, passenger, trip, chat } = await conversation(ctx);
    const { passengers, driver: reviewed, trip: done } = await travelledTrip(ctx);
    const posted = await review(passengers[0]!.client, {
      trajet_id: done.id,
      cible_id: reviewed.user.id,
      note: 1,
      commentaire: 'Conducteur nul, numéro 06 12 34 56 78.',
    });
    await review(reviewed.client, {
      trajet_id: done.id,
      cible_id: passengers[0]!.user.id,
      note: 5,
      commentaire: 'Top',
    });
    const cases = [
      [passenger, { type: 'trajet', cible_id: trip.id, motif: 'activite_professionnelle' }],
      [passenger, { type: 'utilisateur', cible_id: driver.user.id, motif: 'faux_profil' }],
      [driver, { type: 'message', canal: 'chat', cible_id: chat.id, motif: 'harcelement' }],
      [reviewed, { type: 'avis', cible_id: posted.body.data.id, motif: 'coordonnees' }],
    ] as const;
    for (const [who, body] of cases) {
      const answer = await who.client.post('/api/signalements', body);
      expect(answer.status, JSON.stringify(body)).toBe(201);
    }
  });

  it('refuses yourself (422), an unknown or unseen thing (404), a bad reason (422), no session (401)', async () => {
    const { driver, passenger, message, chat } = await conversation(ctx);
    const self = await passenger.client.post('/api/signalements', {
      type: 'message',
      cible_id: message.id,
      motif: 'harcelement',
    });
    expect(self.status).toBe(422);
    expect(detail(self)).toBe(reportTexts.self);
    const unknown = await driver.client.post('/api/signalements', {
      type: 'trajet',
      cible_id: 999_999,
      motif: 'harcelement',
    });
    expect(unknown.status).toBe(404);
    expect(detail(unknown)).toBe(reportTexts.targetNotFound);
    // A stranger cannot see a private message nor the trip's chat.
    const stranger = await traveller(ctx);
    for (const body of [
      { type: 'message', cible_id: message.id, motif: 'harcelement' },
      { type: 'message', canal: 'chat', cible_id: chat.id, motif: 'harcelement' },
    ])
      expect((await stranger.client.post('/api/signalements', body)).status).toBe(404);
    const badReason = await driver.client.post('/api/signalements', {
      type: 'message',
      cible_id: message.id,
      motif: 'pas-une-raison',
    });
    expect(badReason.status).toBe(422);
    expect(detail(badReason)).toContain(reportTexts.reasonRequired);
    const badType = await driver.client.post('/api/signalements', {
      type: 'x',
      cible_id: 1,
      motif: 'autre',
    });
    expect(detail(badType)).toContain(reportTexts.typeInvalid);
    const long = await driver.client.post('/api/signalements', {
      type: 'message',
      cible_id: message.id,
      motif: 'autre',
      details: 'x'.repeat(1001),
    });
    expect(detail(long)).toContain(reportTexts.detailsTooLong);
    expect(
      (
        await ctx
          .client()
          .post('/api/signalements', { type: 'trajet', cible_id: 1, motif: 'autre' })
      ).status,
    ).toBe(401);
  });
});
