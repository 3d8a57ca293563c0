import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { createPassenger, paymentForm } from '../booking/booking-test-helpers';
import { brokenMoneyPromises } from '../money/money-invariants.repository';
import { createDatabase, createPool, type Database } from '../db/client';
import { passagers } from '../db/schema';
import { spawnApiProcess, type ApiProcess } from '../test/api-process';
import { createTrip, loginAs, type TripRow } from '../test/factories';

/**
 * The database dies under load (docs/decisions/021-outages-and-logs.md): the real server
 * (`src/main.ts`) in its own process with its embedded PostgreSQL, the postmaster killed with
 * SIGKILL while clients read trips, profiles and pay. Every answer is a 2xx/4xx or a 503 with
 * Retry-After and the French message, never a 500; the process lives on; its PostgreSQL is
 * started again on the same data and the service is back within 30 s; the bookings made before
 * are all there and the money checks are clean.
 */
let api: ApiProcess;
let pool: ReturnType<typeof createPool>;
let db: Database;
const trips: TripRow[] = [];
const passengers: { id: number; token: string }[] = [];

beforeAll(async () => {
  api = await spawnApiProcess('panne-base', {
    DATABASE_URL: '',
    E2E_MODE: '1',
    MONEY_RECOVERY_AFTER_SECONDS: '2',
  });
  await api.ready(120_000);
  const url = (await readFile(path.join(api.dataDir, 'database-url'), 'utf8')).trim();
  pool = createPool(url, 3);
  db = createDatabase(pool);
  for (let t = 0; t < 3; t += 1) trips.push(await createTrip(db, { nb_places_proposees: 8 }));
  for (let p = 0; p < 12; p += 1) {
    const passenger = await createPassenger(db);
    passengers.push({ id: passenger.id, token: await loginAs(db, passenger) });
  }
}, 180_000);

afterAll(async () => {
  await pool?.end().catch(() => undefined);
  await api?.stop('SIGTERM');
});

interface Answer {
  at: number;
  route: string;
  status: number | 'connexion perdue';
  retryAfter: string | null;
  detail?: string;
}

async function call(
  route: string,
  options: { token?: string; form?: Record<string, string | number>; xsrf: string },
): Promise<Answer> {
  const headers: Record<string, string> = {
    cookie: `XSRF-TOKEN=${options.xsrf}`,
    'x-xsrf-token': options.xsrf,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(
      Object.entries(options.form).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
  }
  const at = Date.now();
  try {
    const response = await fetch(`${api.url}${route}`, {
      method: options.form ? 'POST' : 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let detail: string | undefined;
    try {
      detail = (JSON.parse(text) as { errors?: { detail?: string }[] }).errors?.[0]?.detail;
    } catch {
      detail = text.slice(0, 200);
    }
    return {
      at,
      route,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      detail,
    };
  } catch {
    return { at, route, status: 'connexion perdue', retryAfter: null };
  }
}

const xsrf = 'essai-panne-de-base-de-donnees';

function pay(passenger: { id: number; token: string }, trip: TripRow) {
  return call(`/api/utilisateurs/${passenger.id}/paiements`, {
    token: passenger.token,
    form: paymentForm(trip),
    xsrf,
  });
}

async function postmasterPid(): Promise<number> {
  const pidFile = path.join(api.dataDir, 'postgres', 'postmaster.pid');
  return Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
}

describe('the database killed under load', () => {
  it('answers 503 with Retry-After, never 500, stays alive, and is back within 30 s with nothing lost', async () => {
    // Bookings made before the outage.
    const before = await Promise.all(
      passengers.slice(0, 6).map((passenger, i) => pay(passenger, trips[i % trips.length]!)),
    );
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bookedBefore = await db
      .select({ id: passagers.id, statut: passagers.statut })
      .from(passagers)
      .where(
        inArray(
          passagers.utilisateur_id,
          passengers.slice(0, 6).map((passenger) => passenger.id),
        ),
      );
    expect(bookedBefore).toHaveLength(6);

    // Load: readers of trips and profiles, and payers, until told to stop.
    const answers: Answer[] = [];
    let loading = true;
    const reader = async (n: number) => {
      for (let i = 0; loading; i += 1) {
        const passenger = passengers[(n + i) % passengers.length]!;
        const route =
          i % 2 === 0
            ? `/api/trajets/${trips[i % trips.length]!.id}`
            : `/api/utilisateurs/${passenger.id}/full`;
        answers.push(await call(route, { token: passenger.token, xsrf }));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const payer = async (n: number) => {
      for (let i = 0; loading; i += 1) {
        const passenger = passengers[6 + ((n + i) % 6)]!;
        answers.push(await pay(passenger, trips[(n + i) % trips.length]!));
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    };
    // The kill lands just before a minute starts: the job queue's cron ticks while the database
    // is away (that tick's unhandled ECONNREFUSED used to end the process).
    const toMinuteEnd = 60_000 - (Date.now() % 60_000);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, toMinuteEnd - 2500)));
    if (60_000 - (Date.now() % 60_000) < 1500)
      await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 57_500));
    const load = Promise.all([reader(0), reader(1), reader(2), reader(3), payer(0), payer(1)]);
    await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) - 400));

    const pid = await postmasterPid();
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');

    // Back: the health check and a trip page answer 200 again.
    let backAt = 0;
    while (Date.now() - killedAt < 45_000) {
      const health = await call('/api/health', { xsrf });
      const page = await call(`/api/trajets/${trips[0]!.id}`, { xsrf });
      if (health.at > killedAt + 300 && health.status === 200 && page.status === 200) {
        backAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // A little more load once back, then stop.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    loading = false;
    await load;

    expect(api.child.exitCode, api.output()).toBeNull();
    expect(api.child.signalCode).toBeNull();
    expect(backAt, api.output()).toBeGreaterThan(0);
    expect(backAt - killedAt).toBeLessThan(30_000);
    expect(await postmasterPid()).not.toBe(pid);

    const statuses = answers.map((answer) => answer.status);
    const errors = answers.filter(
      (answer) => typeof answer.status !== 'number' || answer.status >= 500,
    );
    // No 500, no dropped connection: only 503s, each with Retry-After and the French text.
    expect(
      errors.filter((answer) => answer.status !== 503),
      api.output(),
    ).toEqual([]);
    expect(statuses).toContain(503);
    for (const answer of errors) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.detail).toBe(apiErrorTexts.databaseUnavailable);
    }
    // Served before and after the outage.
    expect(answers.filter((answer) => answer.status === 200 && answer.at < killedAt)).not.toEqual(
      [],
    );
    expect(answers.filter((answer) => answer.status === 200 && answer.at > backAt)).not.toEqual([]);

    // Nothing booked before is lost.
    const bookedAfter = await db
      .select({ id: passagers.id, statut: passagers.statut })
      .from(passagers)
      .where(
        inArray(
          passagers.id,
          bookedBefore.map((booking) => booking.id),
        ),
      );
    expect(bookedAfter.sort((a, b) => a.id - b.id)).toEqual(
      bookedBefore.sort((a, b) => a.id - b.id),
    );

    // The cron lives on: a later minute is scheduled (its runner, stopped by the failed tick,
    // was started again).
    const cronDeadline = Date.now() + 75_000;
    let lastTick = 0;
    while (Date.now() < cronDeadline) {
      const known = await pool.query<{ last_execution: Date | null }>(
        `SELECT last_execution FROM graphile_worker._private_known_crontabs
          WHERE identifier = 'argent_reprise'`,
      );
      lastTick = known.rows[0]?.last_execution?.getTime() ?? 0;
      if (lastTick > backAt) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(lastTick, api.output()).toBeGreaterThan(backAt);
    expect(api.child.exitCode).toBeNull();

    // The money checks are clean once the recovery job (every minute) took over what the kill
    // interrupted; a new payment goes through.
    let broken: string[] = ['pas encore vérifié'];
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      broken = await brokenMoneyPromises(db).catch((error: Error) => [error.message]);
      if (broken.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(broken, api.output()).toEqual([]);
    const newcomer = await createPassenger(db);
    const newTrip = await createTrip(db, { inDays: 9 });
    const after = await pay({ id: newcomer.id, token: await loginAs(db, newcomer) }, newTrip);
    expect(after.status, after.detail).toBe(200);
  }, 300_000);
});
