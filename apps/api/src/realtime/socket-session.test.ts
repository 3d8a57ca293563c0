import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_EVENT, chatChannel } from '@bonneroute/shared/realtime';
import { sessions } from '../db/schema';
import { hashToken, newSessionToken } from '../auth/session-token';
import { insertUserToken } from '../auth/user-token.repository';
import {
  createScratchDatabase,
  createTestContext,
  type ScratchDatabase,
  type TestContext,
} from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs } from '../test/factories';
import { connectSocket, portOf } from '../test/socket-client';

/**
 * A socket obeys the session and the trip it listens to. Logout, expiry, password
 * reset, suspension close it within a second; losing access to a trip unsubscribes it.
 */
type Socket = Awaited<ReturnType<typeof connectSocket>>;

async function closedWithin(socket: Socket, ms: number): Promise<number> {
  const started = Date.now();
  if (socket.socket.readyState === socket.socket.CLOSED) return 0;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket encore ouvert après ${ms} ms`)), ms);
    socket.socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A trip whose driver and confirmed passenger both listen to its chat. */
async function chatWithListeners(ctx: TestContext, port = portOf(ctx.app.server)) {
  const driver = await createUser(ctx.db);
  const passenger = await createUser(ctx.db);
  const trip = await createTrip(ctx.db, { driver });
  const booking = await createBooking(ctx.db, { trip, passenger });
  const driverToken = await loginAs(ctx.db, driver);
  const passengerToken = await loginAs(ctx.db, passenger);
  const listen = async (token: string) => {
    const socket = await connectSocket(port, token);
    socket.send({ type: 'subscribe', channel: chatChannel(trip.id) });
    await socket.waitFor((m) => m.type === 'subscribed');
    return socket;
  };
  return {
    driver,
    passenger,
    trip,
    booking,
    driverToken,
    passengerToken,
    driverSocket: await listen(driverToken),
    passengerSocket: await listen(passengerToken),
  };
}

describe('sockets and the session (one process, no Redis)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { REDIS_URL: '' } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => ctx.close());

  it('logout closes the socket of that session within a second, and nothing more arrives', async () => {
    const chat = await chatWithListeners(ctx);
    const client = ctx.client().withToken(chat.passengerToken);
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect(await closedWithin(chat.passengerSocket, 1000)).toBeLessThan(1000);

    const posted = await ctx
      .client()
      .withToken(chat.driverToken)
      .post(`/api/message-chat-covoiturage/${chat.trip.id}`, { texte: 'Après la déconnexion' });
    expect(posted.status).toBe(201);
    await chat.driverSocket.waitFor((m) => m.type === 'event');
    expect(chat.passengerSocket.events()).toEqual([]);
    // The driver's socket (another session) stays open.
    expect(chat.driverSocket.socket.readyState).toBe(chat.driverSocket.socket.OPEN);
    chat.driverSocket.close();
  });

  it('a socket authenticated by message is closed too at logout', async () => {
    const user = await createUser(ctx.db);
    const token = await loginAs(ctx.db, user);
    const socket = await connectSocket(portOf(ctx.app.server));
    socket.send({ type: 'auth', token });
    await socket.waitFor((m) => m.type === 'ready' && m.user_id === user.id);
    await ctx.client().withToken(token).post('/api/auth/logout');
    expect(await closedWithin(socket, 1000)).toBeLessThan(1000);
  });

  it('the end of the session closes the socket at that moment', async () => {
    const user = await createUser(ctx.db);
    const token = await loginAs(ctx.db, user, 600);
    const socket = await connectSocket(portOf(ctx.app.server), token);
    await socket.waitFor((m) => m.type === 'ready' && m.user_id === user.id);
    expect(await closedWithin(socket, 1600)).toBeLessThan(1600);
  });

  it('an extended session keeps its socket past the first end', async () => {
    const user = await createUser(ctx.db);
    const token = await loginAs(ctx.db, user, 400);
    const socket = await connectSocket(portOf(ctx.app.server), token);
    await socket.waitFor((m) => m.type === 'ready' && m.user_id === user.id);
    await ctx.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() + 3600_000) })
      .where(eq(sessions.token_hash, hashToken(token)));
    await pause(900);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    socket.close();
  });

  it('a password reset closes every socket of the account', async () => {
    const user = await createUser(ctx.db);
    const first = await connectSocket(portOf(ctx.app.server), await loginAs(ctx.db, user));
    const second = await connectSocket(portOf(ctx.app.server), await loginAs(ctx.db, user));
    const secret = newSessionToken();
    await insertUserToken(ctx.db, {
      utilisateur_id: user.id,
      purpose: 'PASSWORD_RESET',
      token_hash: hashToken(secret),
      expires_at: new Date(Date.now() + 3600_000),
    });
    const reset = await ctx.client().post('/api/password/reset', {
      token: secret,
      email: user.email,
      password: 'Nouveau#mot2passe',
      password_confirmation: 'Nouveau#mot2passe',
    });
    expect(reset.status).toBe(200);
    await Promise.all([closedWithin(first, 1000), closedWithin(second, 1000)]);
  });

  it('a suspension closes the sockets of the suspended account', async () => {
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const user = await createUser(ctx.db);
    const socket = await connectSocket(portOf(ctx.app.server), await loginAs(ctx.db, user));
    const response = await ctx
      .client()
      .withToken(await loginAs(ctx.db, admin))
      .post(`/api/admin/utilisateurs/${user.id}/suspension`, { motif: 'Fraude' });
    expect(response.status).toBe(200);
    expect(await closedWithin(socket, 1000)).toBeLessThan(1000);
  });

  it('a cancelled booking unsubscribes the passenger from the trip chat', async () => {
    const chat = await chatWithListeners(ctx);
    const cancelled = await ctx
      .client()
      .withToken(chat.passengerToken)
      .post('/api/annulations', { trajet_id: chat.trip.id, passager_id: chat.booking.id });
    expect(cancelled.status).toBe(200);
    expect(
      await chat.passengerSocket.waitFor(
        (m) => m.type === 'error' && m.channel === chatChannel(chat.trip.id),
        100,
      ),
    ).toMatchObject({ status: '403' });

    await ctx
      .client()
      .withToken(chat.driverToken)
      .post(`/api/message-chat-covoiturage/${chat.trip.id}`, { texte: 'Dommage !' });
    expect(await chat.driverSocket.waitFor((m) => m.type === 'event')).toMatchObject({
      event: CHAT_MESSAGE_EVENT,
    });
    expect(chat.passengerSocket.events()).toEqual([]);
    // Still connected (the session is fine), only out of that trip.
    expect(chat.passengerSocket.socket.readyState).toBe(chat.passengerSocket.socket.OPEN);
    chat.passengerSocket.close();
    chat.driverSocket.close();
  });

  it('a message posted right after the cancellation does not reach the former passenger', async () => {
    const chat = await chatWithListeners(ctx);
    const driver = ctx.client().withToken(chat.driverToken);
    // The driver cancels the whole trip: passengers lose the chat, the driver keeps it.
    const cancelled = await driver.post('/api/annulations', { trajet_id: chat.trip.id });
    expect(cancelled.status).toBe(200);
    await driver.post(`/api/message-chat-covoiturage/${chat.trip.id}`, { texte: 'Désolé' });
    await chat.driverSocket.waitFor((m) => m.type === 'event');
    await pause(100);
    expect(chat.passengerSocket.events()).toEqual([]);
    chat.passengerSocket.close();
    chat.driverSocket.close();
  });
});

describe('sockets and the session across two API processes through Redis', () => {
  let database: ScratchDatabase;
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const redis = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
    database = await createScratchDatabase();
    first = await createTestContext({ database, env: { REDIS_URL: redis } });
    second = await createTestContext({ database, env: { REDIS_URL: redis } });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('a logout handled by one process closes the socket held by the other', async () => {
    const user = await createUser(first.db);
    const token = await loginAs(first.db, user);
    const socket = await connectSocket(portOf(second.app.server), token);
    await socket.waitFor((m) => m.type === 'ready' && m.user_id === user.id);
    expect((await first.client().withToken(token).post('/api/auth/logout')).status).toBe(204);
    expect(await closedWithin(socket, 1000)).toBeLessThan(1000);
  });

  it('a cancellation handled by one process unsubscribes the socket held by the other', async () => {
    const chat = await chatWithListeners(first, portOf(second.app.server));
    const cancelled = await first
      .client()
      .withToken(chat.passengerToken)
      .post('/api/annulations', { trajet_id: chat.trip.id, passager_id: chat.booking.id });
    expect(cancelled.status).toBe(200);
    await chat.passengerSocket.waitFor((m) => m.type === 'error', 100);
    await first
      .client()
      .withToken(chat.driverToken)
      .post(`/api/message-chat-covoiturage/${chat.trip.id}`, { texte: 'Et de deux' });
    await chat.driverSocket.waitFor((m) => m.type === 'event');
    expect(chat.passengerSocket.events()).toEqual([]);
    chat.passengerSocket.close();
    chat.driverSocket.close();
  });
});
