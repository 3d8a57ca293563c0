import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_EVENT, chatChannel } from '@bonneroute/shared/realtime';
import {
  createPassenger,
  paymentForm,
  seatsBooked,
} from '../../apps/api/src/booking/booking-test-helpers';
import { createDatabase, createPool, type Database } from '../../apps/api/src/db/client';
import { emails, passagers } from '../../apps/api/src/db/schema';
import { restoreSecrets } from '../../apps/api/src/mail/mail-secrets';
import { findFreePort } from '../../apps/api/src/config/free-port';
import { spawnApiProcess, type ApiProcess } from '../../apps/api/src/test/api-process';
import {
  createBooking,
  createTrip,
  createUser,
  loginAs,
  type UserRow,
} from '../../apps/api/src/test/factories';
import { BalancedClient, type BalancedSocket } from './balanced-client';
import { sampleValue } from '../../apps/api/src/observability/metrics-text';

/**
 * The cluster test: three API processes started at the same time on one PostgreSQL (an
 * empty database of the CI server) and one Redis, behind HAProxy with the configuration of
 * deploy/haproxy.cfg (round robin, no sticky sessions, WebSocket upgrades passed through).
 * Everything goes through the balancer, as browsers would.
 */
const root = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE_LIMIT = 40;
const INSTANCES = ['api1', 'api2', 'api3'];
const METRICS_TOKEN = `metriques-${randomBytes(6).toString('hex')}`;

let databaseName = '';
let databaseUrl = '';
let pool: pg.Pool;
let db: Database;
const apis = new Map<string, ApiProcess>();
let haproxy: ChildProcess;
let haproxyOutput = '';
let front = 0;

function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Debian installs it in /usr/sbin, which is not on every user's PATH. */
function haproxyBinary(): string {
  if (process.env.HAPROXY) return process.env.HAPROXY;
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
}

let nextSource = 10;
/** A visitor of its own (own cookies, own address 127.0.0.N for the rate limit). */
const visitor = () => new BalancedClient(front, `127.0.0.${nextSource++}`);

beforeAll(async () => {
  if (!serverUrl)
    throw new Error('DATABASE_URL (un serveur PostgreSQL, ex. celui de la CI sur 5432) est requis');
  databaseName = `br_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
  databaseUrl = withDatabase(serverUrl, databaseName);

  // Three processes started at the same time on the empty database: they migrate it once.
  const ports = await Promise.all(INSTANCES.map(() => findFreePort()));
  front = await findFreePort({ avoid: ports });
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: `br-cluster-${randomBytes(4).toString('hex')}:`,
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    PUBLIC_URL: `http://127.0.0.1:${front}`,
    METRICS_TOKEN,
  };
  for (const [i, name] of INSTANCES.entries())
    apis.set(name, await spawnApiProcess(name, env, { port: ports[i] }));
  await Promise.all([...apis.values()].map((api) => api.ready()));

  haproxy = spawn(haproxyBinary(), ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      BALANCER_BIND: `127.0.0.1:${front}`,
      API1: `127.0.0.1:${ports[0]}`,
      API2: `127.0.0.1:${ports[1]}`,
      API3: `127.0.0.1:${ports[2]}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  haproxy.stdout!.on('data', (chunk: Buffer) => (haproxyOutput += chunk.toString()));
  haproxy.stderr!.on('data', (chunk: Buffer) => (haproxyOutput += chunk.toString()));
  haproxy.once('error', (error) => (haproxyOutput += String(error)));

  // Every process is up for HAProxy once each has answered through it.
  const seen = new Set<string>();
  const probe = new BalancedClient(front, '127.0.0.2');
  for (let i = 0; i < 300 && seen.size < INSTANCES.length; i += 1) {
    const answer = await probe.get('/api/ready').catch(() => null);
    if (answer?.status === 200) seen.add(answer.servedBy);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (seen.size < INSTANCES.length)
    throw new Error(`HAProxy ne voit pas les 3 processus (${[...seen]}) :\n${haproxyOutput}`);

  pool = createPool(databaseUrl, 4);
  db = createDatabase(pool);
}, 180_000);

afterAll(async () => {
  haproxy?.kill('SIGTERM');
  await Promise.all([...apis.values()].map((api) => api.stop()));
  await pool?.end();
  if (databaseName)
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
});

async function member(user: UserRow): Promise<BalancedClient> {
  const client = visitor();
  client.token = await loginAs(db, user);
  return client;
}

describe('three API processes behind HAProxy', () => {
  it('all started together on one empty database, migrations run once', async () => {
    for (const api of apis.values()) expect(api.output()).not.toMatch(/42P07|already exists/);
    const { rows } = await pool.query(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(rows[0].n).toBeGreaterThan(10);
  });

  it('each process exposes its own metrics to Prometheus, scraped one by one', async () => {
    const scrape = async (name: string) => {
      const response = await fetch(`${apis.get(name)!.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.text();
    };
    const healthOf = (text: string) =>
      sampleValue(text, 'http_request_duration_seconds_count', { route: '/api/health' });
    const before = await Promise.all(INSTANCES.map(scrape));
    for (const text of before) {
      expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
      expect(sampleValue(text, 'db_pool_connections_max', { pool: 'primary' })).toBe(10);
    }
    // Five requests to api2 alone: only its own counter moves.
    for (let i = 0; i < 5; i += 1) await fetch(`${apis.get('api2')!.url}/api/health`);
    const after = await Promise.all(INSTANCES.map(scrape));
    expect(after.map((text, i) => healthOf(text) - healthOf(before[i]!))).toEqual([0, 5, 0]);
    // Through the balancer, without the token: refused like anywhere else.
    expect((await visitor().get('/metrics')).status).toBe(401);
  });

  it('signs up, validates and logs in through the balancer, each request on another process', async () => {
    const browser = visitor();
    const email = `cluster.${randomBytes(3).toString('hex')}@exemple.fr`;
    const served: string[] = [];
    const registered = await browser.post(
      '/api/register',
      {
        nom: 'Martin',
        prenom: 'Léa',
        email,
        sexe: 'F',
        date_naissance: '1990-05-17',
        password: 'Motdepasse#1',
        password_confirmation: 'Motdepasse#1',
        cgu: '1',
      },
      'multipart',
    );
    expect(registered.status).toBe(201);
    served.push(registered.servedBy);
    const [mail] = await db.select().from(emails).where(eq(emails.recipient, email));
    const text = restoreSecrets(mail!.text, mail!.secrets);
    const hash = /\/validation-email\/([\w-]+)\//.exec(text)![1]!;
    const verified = await browser.post('/api/register/verify', { hash }, 'multipart');
    expect(verified.status).toBe(200);
    served.push(verified.servedBy);
    const login = await browser.post('/api/login', { email, password: 'Motdepasse#1' });
    expect(login.status).toBe(200);
    served.push(login.servedBy);
    browser.token = login.body.data.attributes.token;
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
    served.push(me.servedBy);
    // Round robin, no stickiness: three consecutive requests, three processes.
    expect(new Set(served.slice(0, 3)).size).toBe(3);
    for (let i = 1; i < served.length; i += 1) expect(served[i]).not.toBe(served[i - 1]);
  });

  it('serves an avatar uploaded on one process from every process', async () => {
    const user = await createUser(db);
    const client = await member(user);
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const uploaded = await client.post(
      `/api/utilisateurs/${user.id}/avatar`,
      { avatar: { filename: 'moi.png', contentType: 'image/png', data: png } },
      'multipart',
    );
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.data.avatar as string;
    // Round robin: three requests in a row reach the three processes.
    const fetched = [];
    for (let i = 0; i < 3; i += 1) fetched.push(await visitor().get(url));
    expect(new Set(fetched.map((answer) => answer.servedBy)).size).toBe(3);
    for (const answer of fetched) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(answer.raw.equals(fetched[0]!.raw)).toBe(true);
    }
    expect((await sharp(fetched[0]!.raw).metadata()).format).toBe('jpeg');
  });

  it('a chat message posted on one process reaches sockets held by the others', async () => {
    const driver = await createUser(db, { prenom: 'Denis' });
    const passenger = await createUser(db, { prenom: 'Léa' });
    const trip = await createTrip(db, { driver });
    await createBooking(db, { trip, passenger });
    const sockets: BalancedSocket[] = [];
    for (let i = 0; i < 3; i += 1) {
      const socket = await (await member(driver)).socket();
      socket.send({ type: 'subscribe', channel: chatChannel(trip.id) });
      await socket.waitFor((m) => m.type === 'subscribed', 'abonnement');
      sockets.push(socket);
    }
    expect(new Set(sockets.map((s) => s.servedBy)).size).toBe(3);
    const posted = await (
      await member(passenger)
    ).post(`/api/message-chat-covoiturage/${trip.id}`, { texte: 'Bonjour à tous les processus !' });
    expect(posted.status).toBe(201);
    for (const socket of sockets) {
      expect(await socket.waitFor((m) => m.type === 'event', 'message')).toMatchObject({
        event: CHAT_MESSAGE_EVENT,
        data: { id: posted.body.data.id, text: 'Bonjour à tous les processus !' },
      });
      socket.close();
    }
  });

  it(`trips the rate limit at ${RATE_LIMIT} requests a minute counted over all processes`, async () => {
    const client = visitor();
    const servers = new Set<string>();
    let accepted = 0;
    for (let i = 0; i < RATE_LIMIT + 5; i += 1) {
      const answer = await client.get('/api/auth/me');
      if (answer.status === 429) {
        expect(answer.body.errors[0].detail).toMatch(/^Trop de requêtes/);
        break;
      }
      expect(answer.status).toBe(401);
      servers.add(answer.servedBy);
      accepted += 1;
    }
    expect(accepted).toBe(RATE_LIMIT);
    expect(servers.size).toBe(3);
    // Refused on every process now, but another visitor is not affected.
    for (let i = 0; i < 3; i += 1) expect((await client.get('/api/auth/me')).status).toBe(429);
    expect((await visitor().get('/api/auth/me')).status).toBe(401);
  });

  it('a burst of bookings over all processes never overbooks', async () => {
    const trip = await createTrip(db, { nb_places_proposees: 3, montant_contribution: 1500 });
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const user = await createPassenger(db);
        return { user, client: await member(user) };
      }),
    );
    const answers = await Promise.all(
      buyers.map(({ user, client }) =>
        client.post(`/api/utilisateurs/${user.id}/paiements`, paymentForm(trip), 'form'),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(3);
    for (const lost of answers.filter((answer) => answer.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.errors[0].detail).toMatch(/places/);
    }
    expect(new Set(answers.map((answer) => answer.servedBy)).size).toBe(3);
    expect(await seatsBooked(db, trip.id)).toBe(3);
    const rows = await db.select().from(passagers).where(eq(passagers.trajet_id, trip.id));
    expect(rows.reduce((seats, row) => seats + row.nb_places_reservees, 0)).toBe(3);
  });

  it('one process killed mid-run: the others serve, sockets reconnect and catch up without loss', async () => {
    const driver = await createUser(db);
    const riders = await Promise.all([0, 1, 2].map(() => createUser(db)));
    const trip = await createTrip(db, { driver, nb_places_proposees: 4 });
    for (const rider of riders) await createBooking(db, { trip, passenger: rider });
    const writers = await Promise.all([driver, ...riders].map((user) => member(user)));
    const listen = async () => {
      const socket = await (await member(driver)).socket();
      socket.send({ type: 'subscribe', channel: chatChannel(trip.id) });
      await socket.waitFor((m) => m.type === 'subscribed', 'abonnement');
      return socket;
    };
    const sockets = [await listen(), await listen(), await listen()];
    expect(new Set(sockets.map((s) => s.servedBy)).size).toBe(3);
    const victim = sockets[1]!.servedBy;

    const sent: number[] = [];
    const post = async (n: number) => {
      const answer = await writers[n % writers.length]!.post(
        `/api/message-chat-covoiturage/${trip.id}`,
        { texte: `Message ${n}` },
      );
      expect(answer.status, `message ${n} : ${JSON.stringify(answer.body)}`).toBe(201);
      if (n >= 6) expect(answer.servedBy).not.toBe(victim);
      sent.push(answer.body.data.id);
    };
    for (let n = 0; n < 6; n += 1) await post(n);
    // Crash, not a clean stop: SIGKILL.
    expect(await apis.get(victim)!.stop('SIGKILL')).toBe('SIGKILL');
    await sockets[1]!.closed;
    for (let n = 6; n < 12; n += 1) await post(n);

    // The browser's client reconnects through the balancer, resubscribes, then asks what came
    // after the last message it holds.
    const held = sockets[1]!.received
      .filter((m) => m.type === 'event')
      .map((m) => (m as { data: { id: number } }).data.id);
    const reconnected = await listen();
    expect(reconnected.servedBy).not.toBe(victim);
    const after = Math.max(0, ...held);
    const missed = await (
      await member(driver)
    ).get(`/api/message-chat-covoiturage/${trip.id}?apres=${after}`);
    expect(missed.status).toBe(200);
    const recovered = [...held, ...missed.body.data.map((m: { id: number }) => m.id)];
    expect([...new Set(recovered)].sort((a, b) => a - b)).toEqual(sent);

    // The sockets on the surviving processes got every message live.
    for (const socket of [sockets[0]!, sockets[2]!]) {
      await socket.waitFor(
        (m) => m.type === 'event' && (m as { data: { id: number } }).data.id === sent.at(-1),
        'dernier message',
      );
      const live = socket.received
        .filter((m) => m.type === 'event')
        .map((m) => (m as { data: { id: number } }).data.id);
      expect(live).toEqual(sent);
      socket.close();
    }
    reconnected.close();
  });
});
