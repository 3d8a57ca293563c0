import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  NOTIFICATION_EVENT,
  userChannel,
  type RealtimeEvent,
  type ServerMessage,
} from '@bonneroute/shared/realtime';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';

/** A socket client that collects what the server sends. */
async function connect(ctx: TestContext, token?: string) {
  const address = ctx.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const socket = new WebSocket(
    `ws://127.0.0.1:${port}/api/realtime`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  const received: ServerMessage[] = [];
  socket.on('message', (raw) => received.push(JSON.parse(raw.toString()) as ServerMessage));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waitFor = async (predicate: (message: ServerMessage) => boolean) => {
    for (let i = 0; i < 200; i += 1) {
      const found = received.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`message attendu non reçu : ${JSON.stringify(received)}`);
  };
  return {
    socket,
    received,
    waitFor,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
  };
}

async function startContext(env: Record<string, string> = {}) {
  const ctx = await createTestContext({ env });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return ctx;
}

/** A user's unread count, on the private channel that only this user may listen to. */
const unreadEvent = (userId: number, unread: number): RealtimeEvent => ({
  channel: userChannel(userId),
  event: NOTIFICATION_EVENT,
  data: { unread, notification: null },
});

describe('real-time channels', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('delivers events to an authorised subscriber, authenticated by a message', async () => {
    const user = await createUser(ctx.db);
    const client = await connect(ctx);
    client.send({ type: 'auth', token: await loginAs(ctx.db, user) });
    await client.waitFor((m) => m.type === 'ready' && m.user_id === user.id);
    client.send({ type: 'subscribe', channel: userChannel(user.id) });
    await client.waitFor((m) => m.type === 'subscribed');
    await ctx.app.realtime.publish(unreadEvent(user.id, 3));
    const event = await client.waitFor((m) => m.type === 'event');
    expect(event).toEqual({
      type: 'event',
      channel: userChannel(user.id),
      event: NOTIFICATION_EVENT,
      data: { unread: 3, notification: null },
    });
    client.socket.close();
  });

  it("refuses another user's channel and unknown channels", async () => {
    const [alice, bob] = [await createUser(ctx.db), await createUser(ctx.db)];
    const client = await connect(ctx, await loginAs(ctx.db, alice));
    client.send({ type: 'subscribe', channel: userChannel(bob.id) });
    expect(await client.waitFor((m) => m.type === 'error')).toMatchObject({
      status: '403',
      channel: userChannel(bob.id),
    });
    client.send({ type: 'subscribe', channel: 'inconnu.1' });
    await client.waitFor((m) => m.type === 'error' && m.channel === 'inconnu.1');
    await ctx.app.realtime.publish(unreadEvent(bob.id, 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.received.some((m) => m.type === 'event')).toBe(false);
    client.socket.close();
  });

  it('answers garbage with a French error and keeps the socket open', async () => {
    const client = await connect(ctx);
    client.socket.send('{pas du json');
    expect(await client.waitFor((m) => m.type === 'error')).toMatchObject({ status: '422' });
    client.send({ type: 'ping' });
    await client.waitFor((m) => m.type === 'pong');
    client.socket.close();
  });

  it('stops a flood of messages', async () => {
    const client = await connect(ctx);
    for (let i = 0; i < 60; i += 1) client.send({ type: 'ping' });
    expect(await client.waitFor((m) => m.type === 'error' && m.status === '429')).toBeTruthy();
    client.socket.close();
  });
});

describe('fan-out across two API processes through Redis', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const redis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    first = await startContext({ REDIS_URL: redis });
    second = await startContext({ REDIS_URL: redis });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('an event published on one instance reaches a socket on the other', async () => {
    const user = await createUser(second.db);
    const client = await connect(second, await loginAs(second.db, user));
    client.send({ type: 'subscribe', channel: userChannel(user.id) });
    await client.waitFor((m) => m.type === 'subscribed');
    await first.app.realtime.publish(unreadEvent(user.id, 2));
    expect(await client.waitFor((m) => m.type === 'event')).toMatchObject({
      event: NOTIFICATION_EVENT,
      data: { unread: 2, notification: null },
    });
    client.socket.close();
  });
});
