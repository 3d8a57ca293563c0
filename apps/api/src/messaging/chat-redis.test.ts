import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_EVENT, chatChannel } from '@bonneroute/shared/realtime';
import { findFreePort } from '../config/free-port';
import { createTestContext, type TestContext } from '../test/test-app';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { createBooking, createTrip, createUser, loginAs } from '../test/factories';
import { connectSocket } from '../test/socket-client';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Both processes on their own keys: member ids start again in every test database, and a
// presence said by another run must not count here.
const REDIS_PREFIX = `test-chat-${process.pid}-${Date.now()}:`;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Two API processes on one database and one Redis: this test's app, and a second OS process
 * started with `src/main.ts` (no demo data). A message posted on one reaches a socket on the other.
 */
let first: TestContext;
let second: ChildProcess;
let secondPort: number;
let dataDir: string;

beforeAll(async () => {
  first = await createTestContext({ env: { REDIS_URL, REDIS_PREFIX } });
  secondPort = await findFreePort();
  dataDir = await mkdtemp(path.join(tmpdir(), 'bonneroute-second-'));
  second = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(secondPort),
      HOST: '127.0.0.1',
      DATABASE_URL: first.env.DATABASE_URL,
      REDIS_URL,
      REDIS_PREFIX,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      DRAIN_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${secondPort}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('le second processus API n’a pas démarré');
}, 90_000);

afterAll(async () => {
  if (second.exitCode === null) {
    const exited = new Promise((resolve) => second.once('exit', resolve));
    second.kill('SIGTERM');
    await exited;
  }
  await first.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('trip chat across two API processes through Redis', () => {
  it('a message posted on one process reaches a socket on the other', async () => {
    const driver = await createUser(first.db);
    const passenger = await createUser(first.db, { prenom: 'Léa' });
    const trip = await createTrip(first.db, { driver });
    await createBooking(first.db, { trip, passenger });

    const socket = await connectSocket(secondPort, await loginAs(first.db, driver));
    socket.send({ type: 'subscribe', channel: chatChannel(trip.id) });
    await socket.waitFor((m) => m.type === 'subscribed');

    const posted = await first
      .client()
      .withToken(await loginAs(first.db, passenger))
      .post(`/api/message-chat-covoiturage/${trip.id}`, { texte: 'Via Redis !' });
    expect(posted.status).toBe(201);
    expect(await socket.waitFor((m) => m.type === 'event')).toMatchObject({
      event: CHAT_MESSAGE_EVENT,
      data: { id: posted.body.data.id, text: 'Via Redis !', utilisateur_id: passenger.id },
    });
    socket.close();
  });
});

describe('a chat message to members with no tab open', () => {
  it('is a notification (and a push) for those away, on any process, once per 10 minutes', async () => {
    const driver = await createUser(first.db);
    const writer = await createUser(first.db, { prenom: 'léa' });
    const away = await createUser(first.db, { prenom: 'noé' });
    const trip = await createTrip(first.db, { driver });
    await createBooking(first.db, { trip, passenger: writer });
    await createBooking(first.db, { trip, passenger: away });
    // The driver has a tab open, on the other process.
    const socket = await connectSocket(secondPort, await loginAs(first.db, driver));
    socket.send({ type: 'subscribe', channel: chatChannel(trip.id) });
    await socket.waitFor((m) => m.type === 'subscribed');

    const client = first.client().withToken(await loginAs(first.db, writer));
    for (const texte of ['On part à l’heure ?', 'Je serai devant la gare.'])
      expect(
        (await client.post(`/api/message-chat-covoiturage/${trip.id}`, { texte })).status,
      ).toBe(201);
    const notesOf = (userId: number) =>
      first.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.utilisateur_id, userId), eq(notifications.trajet_id, trip.id)));
    const told = await notesOf(away.id);
    expect(told.map((n) => [n.type_notif_code, n.details])).toEqual([
      ['NOUVEAU_MESSAGE', 'Léa a écrit dans la discussion du trajet.'],
    ]);
    expect(await notesOf(driver.id)).toEqual([]);
    expect(await notesOf(writer.id)).toEqual([]);
    socket.close();
  });
});

describe('trip chat while Redis is away', () => {
  it('still stores the message, serves it over HTTP and delivers it on this process', async () => {
    const closedPort = await findFreePort();
    const lonely = await createTestContext({
      env: { REDIS_URL: `redis://127.0.0.1:${closedPort}` },
    });
    try {
      await lonely.app.listen({ port: 0, host: '127.0.0.1' });
      const driver = await createUser(lonely.db);
      const passenger = await createUser(lonely.db);
      const trip = await createTrip(lonely.db, { driver });
      await createBooking(lonely.db, { trip, passenger });
      const address = lonely.app.server.address() as { port: number };
      const socket = await connectSocket(address.port, await loginAs(lonely.db, driver));
      socket.send({ type: 'subscribe', channel: chatChannel(trip.id) });
      await socket.waitFor((m) => m.type === 'subscribed');

      const client = lonely.client().withToken(await loginAs(lonely.db, passenger));
      const posted = await client.post(`/api/message-chat-covoiturage/${trip.id}`, {
        texte: 'Redis est en panne',
      });
      expect(posted.status).toBe(201);
      expect(await socket.waitFor((m) => m.type === 'event')).toMatchObject({
        data: { text: 'Redis est en panne' },
      });
      const history = await client.get(`/api/message-chat-covoiturage/${trip.id}`);
      expect(history.body.data.map((m: { text: string }) => m.text)).toEqual([
        'Redis est en panne',
      ]);
      socket.close();
    } finally {
      await lonely.close();
    }
  });
});
