import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import type { BenchContext, BenchScenario, ScenarioReport } from '../bench-context';
import { hashToken, newSessionToken } from '../../apps/api/src/auth/session-token';
import { findFreePort } from '../../apps/api/src/config/free-port';

/**
 * 1,000 connected sockets across 100 trip chats (a driver and 9 confirmed passengers
 * each); messages are posted over HTTP and the latency from the post to each member's socket is
 * measured (p50/p99, target p99 < 50 ms). Run once on the bench server (one process) and once on
 * two API processes sharing the database through Redis (REDIS_URL, default local), with half of
 * each chat's sockets on each process.
 */
const TRIPS = 100;
const MEMBERS = 10;
const ROUNDS = 5;
/** 100 messages/s, i.e. 1,000 deliveries/s. */
const POST_INTERVAL_MS = 10;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Member {
  id: number;
  token: string;
}

/** 100 trips with 10 members each, and a session per member (fresh on every run). */
async function prepareChats(
  databaseUrl: string,
  trips: number,
): Promise<{ tripId: number; members: Member[] }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const run = Date.now().toString(36);
    const users = await client.query<{ id: number }>(
      `INSERT INTO utilisateurs (email, prenom, nom, sexe, activated, email_valide_le, password_hash)
       SELECT 'bench.chat.' || $1 || '.' || n || '@bonneroute.fr', 'Bench' || n, 'Chat', 'X', true, now(), 'x'
       FROM generate_series(1, $2::int) AS n RETURNING id`,
      [run, trips * MEMBERS],
    );
    const ids = users.rows.map((row) => row.id);
    const chats: { tripId: number; members: Member[] }[] = [];
    for (let t = 0; t < trips; t += 1) {
      const memberIds = ids.slice(t * MEMBERS, (t + 1) * MEMBERS);
      const trip = await client.query<{ id: number }>(
        `INSERT INTO trajets (utilisateur_id, date, heure, depart_le, adresse_depart, adresse_arrivee,
           ville_depart, ville_arrivee, code_commune_depart, code_commune_arrivee, latitude_depart,
           longitude_depart, latitude_arrivee, longitude_arrivee, montant_contribution,
           nb_places_proposees, nb_places_reservees, actif)
         VALUES ($1, (now() + interval '7 days')::date, '08:30', now() + interval '7 days',
           'Paris', 'Lyon', 'Paris', 'Lyon', '75056', '69123', 48.85, 2.35, 45.75, 4.85, 2200, $2::int, $2::int, false)
         RETURNING id`,
        // Seats add up (the money invariants check every trip): one per passenger.
        [memberIds[0], MEMBERS - 1],
      );
      const tripId = trip.rows[0]!.id;
      await client.query(
        `INSERT INTO passagers (trajet_id, utilisateur_id, nb_places_reservees, statut)
         SELECT $1, unnest($2::int[]), 1, 'CONFIRMEE'`,
        [tripId, memberIds.slice(1)],
      );
      const members = memberIds.map((id) => ({ id, token: newSessionToken() }));
      await client.query(
        `INSERT INTO sessions (utilisateur_id, token_hash, expires_at)
         SELECT unnest($1::int[]), unnest($2::text[]), now() + interval '2 hours'`,
        [members.map((m) => m.id), members.map((m) => hashToken(m.token))],
      );
      chats.push({ tripId, members });
    }
    return chats;
  } finally {
    await client.end();
  }
}

type Arrival = (text: string, receivedAt: number) => void;

async function openSocket(baseUrl: string, member: Member, channel: string, onArrival: Arrival) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; data?: { text: string } };
      if (message.type === 'subscribed') resolve();
      else if (message.type === 'event' && message.data)
        onArrival(message.data.text, performance.now());
      else if (message.type === 'error') reject(new Error(JSON.stringify(message)));
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel })));
  });
  return socket;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(
  name: string,
  baseUrls: string[],
  chats: { tripId: number; members: Member[] }[],
  csrf: Record<string, string>,
): Promise<ScenarioReport> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const onArrival: Arrival = (text, receivedAt) => {
    const started = sentAt.get(text);
    if (started !== undefined) latencies.push(receivedAt - started);
  };
  const sockets: WebSocket[] = [];
  // Sockets of one chat alternate between the processes.
  for (const chat of chats)
    for (const [index, member] of chat.members.entries())
      sockets.push(
        await openSocket(
          baseUrls[index % baseUrls.length]!,
          member,
          `channel-chat-covoiturage.${chat.tripId}`,
          onArrival,
        ),
      );
  let errors = 0;
  const started = performance.now();
  // A steady stream (one post every POST_INTERVAL_MS, each to the next trip) rather than bursts,
  // so that the figure is the fan-out latency and not the queue of a burst.
  const posts: Promise<void>[] = [];
  const rounds = chats.length < TRIPS ? 1 : ROUNDS;
  for (let index = 0; index < rounds * chats.length; index += 1) {
    const round = Math.floor(index / chats.length);
    const chat = chats[index % chats.length]!;
    const poster = chat.members[round % MEMBERS]!;
    const text = `${name}:${round}:${chat.tripId}`;
    const baseUrl = baseUrls[index % baseUrls.length]!;
    sentAt.set(text, performance.now());
    posts.push(
      fetch(`${baseUrl}/api/message-chat-covoiturage/${chat.tripId}`, {
        method: 'POST',
        headers: {
          ...csrf,
          authorization: `Bearer ${poster.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ texte: text }),
      }).then(
        (response) => {
          if (response.status !== 201) errors += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, POST_INTERVAL_MS));
  }
  await Promise.all(posts);
  const expected = chats.length * MEMBERS * rounds;
  for (let i = 0; i < 500 && latencies.length < expected; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const seconds = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.terminate();
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  return {
    name,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99,
    errors,
    non2xx: expected - latencies.length,
    latencyOnly: true,
    notes: [
      `${name} : ${sockets.length} sockets, ${latencies.length}/${expected} livraisons, p99 ${p99.toFixed(1)} ms (cible < 50 ms) ${p99 < 50 ? 'OK' : 'DÉPASSÉE'}`,
    ],
  };
}

async function startApiProcess(
  databaseUrl: string,
  dataDir: string,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('processus API du bench non démarré');
}

async function csrfFor(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/health`);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie };
}

export const chatFanOutScenario: BenchScenario = {
  name: 'chat temps réel (1 000 sockets, 100 trajets)',
  async run(context: BenchContext) {
    const chats = context.smoke ? 10 : TRIPS;
    const single = await measure(
      'chat : diffusion, 1 processus',
      [context.baseUrl],
      await prepareChats(context.databaseUrl, chats),
      await context.csrfHeaders(),
    );
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bonneroute-bench-chat-'));
    const processes = [] as { child: ChildProcess; url: string }[];
    try {
      processes.push(await startApiProcess(context.databaseUrl, dataDir));
      processes.push(await startApiProcess(context.databaseUrl, dataDir));
      const double = await measure(
        'chat : diffusion, 2 processus via Redis',
        processes.map((p) => p.url),
        await prepareChats(context.databaseUrl, chats),
        await csrfFor(processes[0]!.url),
      );
      return [single, double];
    } finally {
      await Promise.all(
        processes.map(
          ({ child }) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
