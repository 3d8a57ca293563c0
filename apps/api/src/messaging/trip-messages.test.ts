import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function asUser(user: { id: number }) {
  return ctx.client().withToken(await loginAs(ctx.db, user));
}

describe('messages to the driver', () => {
  it('sends a question as multipart, notifies the driver, and both sides read it', async () => {
    const [driver, visitor, forger] = [
      await createUser(ctx.db, { prenom: 'Paul' }),
      await createUser(ctx.db, { prenom: 'Léa' }),
      await createUser(ctx.db),
    ];
    const trip = await createTrip(ctx.db, { driver });
    const client = await asUser(visitor);
    const sent = await client.post(
      `/api/trajets/${trip.id}/messages`,
      {
        trajet_id: trip.id,
        utilisateur_id: forger.id,
        destinataire_id: driver.id,
        objet: 'Demande d’information',
        message: '  Bonjour, <script>alert(1)</script> reste-t-il de la place pour un vélo ?  ',
        is_public: 1,
      },
      { as: 'multipart' },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      trajet_id: trip.id,
      utilisateur_id: visitor.id,
      destinataire_id: driver.id,
      objet: 'Demande d’information',
      message: 'Bonjour, <script>alert(1)</script> reste-t-il de la place pour un vélo ?',
      is_public: 1,
      expediteur: { id: visitor.id, prenom: 'Léa' },
    });

    const driverClient = await asUser(driver);
    const notifications = await driverClient.get(`/api/utilisateurs/${driver.id}/notifications`);
    expect(notifications.body.meta.unread).toBe(1);
    expect(notifications.body.data[0]).toMatchObject({
      type_notif_code: 'NOUVEAU_MESSAGE',
      trajet_id: trip.id,
    });

    const driverInbox = await driverClient.get(`/api/utilisateurs/${driver.id}/messages`);
    expect(driverInbox.body.data).toHaveLength(1);
    expect(driverInbox.body.data[0].expediteur.prenom).toBe('Léa');
    const onTrip = await driverClient.get(`/api/trajets/${trip.id}/messages`);
    expect(onTrip.body.data.map((m: { id: number }) => m.id)).toEqual([sent.body.data.id]);

    // Nobody else reads it, not even through the trip.
    const outsider = await asUser(forger);
    expect((await outsider.get(`/api/trajets/${trip.id}/messages`)).body.data).toEqual([]);
    expect((await outsider.get(`/api/utilisateurs/${visitor.id}/messages`)).status).toBe(403);
  });

  it('lets the driver answer only someone who wrote about the trip', async () => {
    const [driver, visitor, stranger] = [
      await createUser(ctx.db),
      await createUser(ctx.db),
      await createUser(ctx.db),
    ];
    const trip = await createTrip(ctx.db, { driver });
    await (
      await asUser(visitor)
    ).post(`/api/trajets/${trip.id}/messages`, { message: 'Bonjour ?' });
    const driverClient = await asUser(driver);
    const toStranger = await driverClient.post(`/api/trajets/${trip.id}/messages`, {
      destinataire_id: stranger.id,
      message: 'Salut',
    });
    expect(toStranger.status).toBe(422);
    expect(toStranger.body.errors[0].detail).toBe(
      'Ce destinataire ne vous a pas écrit au sujet de ce trajet.',
    );
    const toSelf = await driverClient.post(`/api/trajets/${trip.id}/messages`, { message: 'Moi' });
    expect(toSelf.status).toBe(422);

    const answer = await driverClient.post(`/api/trajets/${trip.id}/messages`, {
      destinataire_id: visitor.id,
      message: 'Oui, il reste deux places.',
    });
    expect(answer.status).toBe(201);
    const inbox = await (await asUser(visitor)).get(`/api/utilisateurs/${visitor.id}/messages`);
    expect(inbox.body.data.map((m: { message: string }) => m.message)).toEqual([
      'Oui, il reste deux places.',
      'Bonjour ?',
    ]);
    const visitorNotifications = await (
      await asUser(visitor)
    ).get(`/api/utilisateurs/${visitor.id}/notifications`);
    expect(visitorNotifications.body.data[0].type_notif_code).toBe('NOUVEAU_MESSAGE');
  });

  it('refuses empty, too long, anonymous and unknown-trip messages, storing nothing', async () => {
    const [driver, visitor] = [await createUser(ctx.db), await createUser(ctx.db)];
    const trip = await createTrip(ctx.db, { driver });
    const client = await asUser(visitor);
    const empty = await client.post(`/api/trajets/${trip.id}/messages`, { message: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].detail).toContain('Votre message est vide.');
    const long = await client.post(`/api/trajets/${trip.id}/messages`, {
      message: 'a'.repeat(256),
    });
    expect(long.status).toBe(422);
    expect(long.body.errors[0].detail).toContain('255 caractères');
    const exactly = await client.post(`/api/trajets/${trip.id}/messages`, {
      message: 'é'.repeat(255),
    });
    expect(exactly.status).toBe(201);
    const anonymous = await ctx
      .client()
      .post(`/api/trajets/${trip.id}/messages`, { message: 'Bonjour' });
    expect(anonymous.status).toBe(401);
    const missing = await client.post(`/api/trajets/999999/messages`, { message: 'Bonjour' });
    expect(missing.status).toBe(404);
    const inbox = await (await asUser(driver)).get(`/api/utilisateurs/${driver.id}/messages`);
    expect(inbox.body.data).toHaveLength(1);
  });

  it('stops a flood with a French message', async () => {
    const visitor = await createUser(ctx.db);
    const trip = await createTrip(ctx.db);
    const client = await asUser(visitor);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await client.post(`/api/trajets/${trip.id}/messages`, {
        message: `Question ${i}`,
      });
      statuses.push(response.status);
      if (response.status === 429)
        expect(response.body.errors[0].detail).toMatch(/Patientez quelques minutes/);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });
});
