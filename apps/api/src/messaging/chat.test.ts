import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_EVENT, chatChannel } from '@bonneroute/shared/realtime';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs } from '../test/factories';
import { connectSocket, portOf } from '../test/socket-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
});

/** A trip with its driver, a confirmed passenger, a pending one and an outsider. */
async function bookedTrip() {
  const driver = await createUser(ctx.db, { prenom: 'Paul' });
  const passenger = await createUser(ctx.db, { prenom: 'Léa' });
  const pending = await createUser(ctx.db);
  const outsider = await createUser(ctx.db);
  const trip = await createTrip(ctx.db, { driver, is_resa_automatique: false });
  await createBooking(ctx.db, { trip, passenger });
  await createBooking(ctx.db, { trip, passenger: pending, statut: 'EN_ATTENTE' });
  const token = async (user: { id: number }) => loginAs(ctx.db, user);
  return { driver, passenger, pending, outsider, trip, token };
}

describe('trip chat over HTTP', () => {
  it('driver and confirmed passenger post and read; the server keeps the session’s user', async () => {
    const { driver, passenger, outsider, trip, token } = await bookedTrip();
    const passengerClient = ctx.client().withToken(await token(passenger));
    const posted = await passengerClient.post(
      `/api/message-chat-covoiturage/${trip.id}`,
      { texte: '<img src=x onerror=alert(1)> Je suis devant la gare', utilisateur_id: outsider.id },
      { as: 'multipart' },
    );
    expect(posted.status).toBe(201);
    expect(posted.body.data).toMatchObject({
      text: '<img src=x onerror=alert(1)> Je suis devant la gare',
      prenom: 'Léa',
      utilisateur_id: passenger.id,
    });
    expect(posted.body.data.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const driverClient = ctx.client().withToken(await token(driver));
    await driverClient.post(`/api/message-chat-covoiturage/${trip.id}`, { texte: 'J’arrive !' });
    const history = await driverClient.get(`/api/message-chat-covoiturage/${trip.id}`);
    expect(history.status).toBe(200);
    expect(
      history.body.data.map((m: { text: string; utilisateur_id: number }) => [
        m.utilisateur_id,
        m.text,
      ]),
    ).toEqual([
      [passenger.id, '<img src=x onerror=alert(1)> Je suis devant la gare'],
      [driver.id, 'J’arrive !'],
    ]);
    const after = await driverClient.get(`/api/message-chat-covoiturage/${trip.id}`, {
      query: { apres: String(posted.body.data.id) },
    });
    expect(after.body.data.map((m: { text: string }) => m.text)).toEqual(['J’arrive !']);
  });

  it('refuses outsiders, pending passengers and visitors; empty and long messages', async () => {
    const { passenger, pending, outsider, trip, token } = await bookedTrip();
    for (const user of [pending, outsider]) {
      const client = ctx.client().withToken(await token(user));
      const read = await client.get(`/api/message-chat-covoiturage/${trip.id}`);
      expect(read.status).toBe(403);
      expect(read.body.errors[0].detail).toMatch(/conducteur et les passagers confirmés/);
      expect(
        (await client.post(`/api/message-chat-covoiturage/${trip.id}`, { texte: 'Coucou' })).status,
      ).toBe(403);
    }
    expect((await ctx.client().get(`/api/message-chat-covoiturage/${trip.id}`)).status).toBe(401);
    const client = ctx.client().withToken(await token(passenger));
    expect((await client.get('/api/message-chat-covoiturage/999999')).status).toBe(404);
    const nowhere = await client.post('/api/message-chat-covoiturage/999999', { texte: 'Coucou' });
    expect(nowhere.status).toBe(404);
    const empty = await client.post(`/api/message-chat-covoiturage/${trip.id}`, { texte: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].detail).toContain('Votre message est vide.');
    const long = await client.post(`/api/message-chat-covoiturage/${trip.id}`, {
      texte: 'x'.repeat(256),
    });
    expect(long.status).toBe(422);
    expect((await client.get(`/api/message-chat-covoiturage/${trip.id}`)).body.data).toEqual([]);
  });

  it('rate-limits a flood with a French message and keeps what was accepted', async () => {
    const { passenger, trip, token } = await bookedTrip();
    const client = ctx.client().withToken(await token(passenger));
    const statuses: number[] = [];
    let lastDetail = '';
    for (let i = 0; i < 10; i += 1) {
      const response = await client.post(`/api/message-chat-covoiturage/${trip.id}`, {
        texte: `spam ${i}`,
      });
      statuses.push(response.status);
      if (response.status === 429) lastDetail = response.body.errors[0].detail;
    }
    expect(statuses.slice(0, 8).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    expect(lastDetail).toBe(
      'Vous écrivez trop vite ! Patientez quelques secondes avant d’envoyer un autre message.',
    );
    const history = await client.get(`/api/message-chat-covoiturage/${trip.id}`);
    expect(history.body.data).toHaveLength(8);
  });
});

describe('trip chat over the socket', () => {
  it('delivers a stored message to members and refuses outsiders’ subscriptions', async () => {
    const { driver, passenger, pending, outsider, trip, token } = await bookedTrip();
    const channel = chatChannel(trip.id);
    const driverSocket = await connectSocket(portOf(ctx.app.server), await token(driver));
    driverSocket.send({ type: 'subscribe', channel });
    await driverSocket.waitFor((m) => m.type === 'subscribed');
    const sockets = [];
    for (const user of [pending, outsider]) {
      const socket = await connectSocket(portOf(ctx.app.server), await token(user));
      socket.send({ type: 'subscribe', channel });
      expect(await socket.waitFor((m) => m.type === 'error')).toMatchObject({
        status: '403',
        channel,
      });
      sockets.push(socket);
    }
    const anonymous = await connectSocket(portOf(ctx.app.server));
    anonymous.send({ type: 'subscribe', channel });
    expect(await anonymous.waitFor((m) => m.type === 'error')).toMatchObject({ status: '401' });
    sockets.push(anonymous);

    const client = ctx.client().withToken(await token(passenger));
    const posted = await client.post(`/api/message-chat-covoiturage/${trip.id}`, {
      texte: 'Bonjour à tous',
    });
    const event = await driverSocket.waitFor((m) => m.type === 'event');
    expect(event).toMatchObject({
      channel,
      event: CHAT_MESSAGE_EVENT,
      data: { id: posted.body.data.id, text: 'Bonjour à tous', utilisateur_id: passenger.id },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const socket of sockets) {
      expect(socket.events()).toEqual([]);
      socket.close();
    }
    driverSocket.close();
  });

  it('a reconnecting client catches up over HTTP without duplicate or loss', async () => {
    const { driver, passenger, trip, token } = await bookedTrip();
    const channel = chatChannel(trip.id);
    const driverToken = await token(driver);
    const passengerClient = ctx.client().withToken(await token(passenger));
    const post = (texte: string) =>
      passengerClient.post(`/api/message-chat-covoiturage/${trip.id}`, { texte });

    // What the web client does: keep messages by id, catch up with `apres` after a reconnection.
    const held = new Map<number, string>();
    const first = await connectSocket(portOf(ctx.app.server), driverToken);
    first.send({ type: 'subscribe', channel });
    await first.waitFor((m) => m.type === 'subscribed');
    await post('un');
    const live = (await first.waitFor((m) => m.type === 'event')) as {
      data: { id: number; text: string };
    };
    held.set(live.data.id, live.data.text);
    first.close();

    await post('deux');
    await post('trois');

    const second = await connectSocket(portOf(ctx.app.server), driverToken);
    second.send({ type: 'subscribe', channel });
    await second.waitFor((m) => m.type === 'subscribed');
    await post('quatre');
    const catchUp = await ctx
      .client()
      .withToken(driverToken)
      .get(`/api/message-chat-covoiturage/${trip.id}`, {
        query: { apres: String(Math.max(...held.keys())) },
      });
    for (const message of catchUp.body.data as { id: number; text: string }[])
      held.set(message.id, message.text);
    const liveAgain = (await second.waitFor((m) => m.type === 'event')) as {
      data: { id: number; text: string };
    };
    held.set(liveAgain.data.id, liveAgain.data.text);
    expect([...held.entries()].sort(([a], [b]) => a - b).map(([, text]) => text)).toEqual([
      'un',
      'deux',
      'trois',
      'quatre',
    ]);
    second.close();
  });
});
