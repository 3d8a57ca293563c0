import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childClient } from '../test/child-client';
import { spawnApiProcess, type ApiProcess } from '../test/api-process';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs, type TripRow } from '../test/factories';
import { createPassenger, createTripViaLyon, paymentForm } from '../booking/booking-test-helpers';
import { brokenMoneyPromises } from './money-invariants.repository';

/**
 * The money engine's crash proof: the real server in a child process on this file's test database;
 * bursts of payments (30 % sent twice at once, every one retried after each crash); SIGKILL at
 * named steps (between the processor's answer and our database write, through the test-only
 * TEST_FAULT_KILL_AT hook) and at a random moment; restart; then, by itself, the recovery and the
 * reconciliation bring the processor's book and the ledger together: every hold captured or
 * released, no card charged without a booking, seats consistent on every leg (the trips go via
 * Lyon; the bookings are Paris → Lyon, Lyon → Marseille or the whole route, decision 028).
 */
let ctx: TestContext;
let server: ApiProcess | undefined;
let started = 0;

interface Attempt {
  userId: number;
  token: string;
  form: Record<string, string | number>;
}

const attempts: Attempt[] = [];
const trips: TripRow[] = [];
const drivers: { id: number; token: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  for (let d = 0; d < 4; d += 1) {
    const driver = await createUser(ctx.db);
    drivers.push({ id: driver.id, token: await loginAs(ctx.db, driver) });
    for (let t = 0; t < 4; t += 1)
      trips.push(
        await createTripViaLyon(ctx.db, {
          driver,
          nb_places_proposees: 4,
          montant_contribution: 4000 + 100 * t,
          is_resa_automatique: t !== 3,
          inDays: 4,
        }),
      );
  }
}, 60_000);

afterAll(async () => {
  if (server) await kill(server);
  await ctx.close();
});

/** Paris → Lyon, Lyon → Marseille, the whole route. */
const LEGS = ['0-1', '1-2', undefined] as const;

async function newAttempts(count: number, manualOnly = false): Promise<Attempt[]> {
  const created: Attempt[] = [];
  const pool = manualOnly ? trips.filter((trip) => !trip.is_resa_automatique) : trips;
  for (let i = 0; i < count; i += 1) {
    const passenger = await createPassenger(ctx.db);
    const trip = pool[(attempts.length + i) % pool.length]!;
    const leg = LEGS[(attempts.length + i) % LEGS.length];
    const attempt = {
      userId: passenger.id,
      token: await loginAs(ctx.db, passenger),
      form: paymentForm(trip, { nb_places: i % 4 === 0 ? 2 : 1, ...(leg ? { troncon: leg } : {}) }),
    };
    created.push(attempt);
    attempts.push(attempt);
  }
  return created;
}

/** The real server (`src/main.ts`) in its own process on this file's database. */
async function start(killAt?: string) {
  started += 1;
  const proc = await spawnApiProcess(`pannes-${started}`, {
    DATABASE_URL: ctx.env.DATABASE_URL!,
    MONEY_RECOVERY_AFTER_SECONDS: '2',
    ...(killAt ? { TEST_FAULT_KILL_AT: killAt } : {}),
  });
  await proc.ready();
  return proc;
}

/** Kills the server (SIGKILL unless told) and waits for it to be gone. */
async function kill(target: ApiProcess, signal: NodeJS.Signals = 'SIGKILL') {
  await target.stop(signal);
}

/** The server killed itself at the named step (TEST_FAULT_KILL_AT). */
async function expectKilledItself(target: ApiProcess) {
  expect(await target.exited, target.output()).toBe('SIGKILL');
  await target.stop();
}

/** Every attempt sent, 30 % of them twice at once; answers never a 5xx. */
async function burst(target: ApiProcess, batch: Attempt[]) {
  const call = await childClient(target.url);
  const sends = batch.flatMap((attempt, i) => {
    const send = () =>
      call('POST', `/api/utilisateurs/${attempt.userId}/paiements`, {
        token: attempt.token,
        form: attempt.form,
      });
    return i % 10 < 3 ? [send(), send()] : [send()];
  });
  const answers = await Promise.all(sends);
  for (const answer of answers)
    if (typeof answer.status === 'number') expect(answer.status).toBeLessThan(500);
  return answers;
}

async function busiestAutomaticTrip() {
  const result = await ctx.db.execute<{ id: number }>(sql`
    SELECT t.id FROM trajets t JOIN passagers b ON b.trajet_id = t.id AND b.statut = 'CONFIRMEE'
     WHERE t.is_resa_automatique AND t.actif
     GROUP BY t.id ORDER BY count(*) DESC, t.id LIMIT 1`);
  return trips.find((trip) => trip.id === result.rows[0]!.id)!;
}

async function pendingRequests() {
  const result = await ctx.db.execute<{ id: number; trajet_id: number }>(sql`
    SELECT id, trajet_id FROM passagers WHERE statut = 'EN_ATTENTE' ORDER BY id`);
  return result.rows;
}

describe('money survives crashes (fault injection)', () => {
  it('kill -9 at named steps and at random, restart: the books agree by themselves', async () => {
    // 1. Killed between the processor's authorisation and our write of its answer.
    server = await start('apres-processeur:AUTORISATION@6');
    await burst(server, await newAttempts(14));
    await expectKilledItself(server);

    // 2. Every attempt retried with its key; killed after an answer was stored, before the
    //    booking was settled.
    server = await start('apres-enregistrement:AUTORISATION@5');
    await burst(server, [...attempts, ...(await newAttempts(10))]);
    await expectKilledItself(server);

    // 3. Retried again; killed between a capture at the processor and our write of it.
    server = await start('apres-processeur:CAPTURE@4');
    await burst(server, [...attempts, ...(await newAttempts(10))]);
    await expectKilledItself(server);

    // 4. Drivers answer requests (holds captured or released), then one cancels a trip;
    //    killed between a refund at the processor and our write of it.
    server = await start('apres-processeur:REMBOURSEMENT@1');
    const call = await childClient(server.url);
    const fresh = await burst(server, await newAttempts(3, true));
    expect(fresh.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    const driverOf = (tripId: number) =>
      drivers.find((d) => d.id === trips.find((t) => t.id === tripId)!.utilisateur_id)!;
    const requests = await pendingRequests();
    const answers = await Promise.all(
      requests.map((request, i) =>
        call('POST', `/api/passagers/${request.id}/${i % 2 ? 'acceptation' : 'refus'}`, {
          token: driverOf(request.trajet_id).token,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toContain(200);
    const cancelled = await busiestAutomaticTrip();
    const cancellation = await call('POST', '/api/annulations', {
      token: driverOf(cancelled.id).token,
      form: { trajet_id: cancelled.id },
    });
    expect(cancellation.status).toBe(200);
    await expectKilledItself(server);

    // 5. Killed at a random moment of a burst.
    server = await start();
    const random = burst(server, [...attempts.slice(-10), ...(await newAttempts(10))]);
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 400));
    await kill(server);
    await random;

    // 6. Restart: nobody calls anything; the recovery and the reconciliation do their work.
    server = await start();
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const adminToken = await loginAs(ctx.db, admin);
    const startedAt = Date.now();
    const watch = await childClient(server.url);
    let report: any;
    while (Date.now() - startedAt < 120_000) {
      const answer = await watch('GET', '/api/admin/rapprochement', { token: adminToken });
      if (answer.status === 200) {
        report = answer.body.data;
        const fresh =
          report.dernier_rapprochement &&
          new Date(report.dernier_rapprochement).getTime() > startedAt;
        if (fresh && report.ecarts.length === 0 && report.operations_en_cours === 0) break;
        // (The job runs 4 s after the start, then every minute.)
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(report?.ecarts, server.output()).toEqual([]);
    expect(report.operations_en_cours).toBe(0);
    expect(report.totaux.processeur).toEqual(report.totaux.grand_livre);
    expect(await brokenMoneyPromises(ctx.db)).toEqual([]);
    // The run did go through every kind of operation.
    const kinds = await ctx.db.execute<{ type: string }>(sql`
      SELECT DISTINCT type FROM operations_paiement WHERE statut = 'REUSSIE' ORDER BY type`);
    expect(kinds.rows.map((row) => row.type)).toEqual([
      'ANNULATION',
      'AUTORISATION',
      'CAPTURE',
      'REMBOURSEMENT',
    ]);

    // A last retry of every attempt: one payment per key, each charged at most once.
    const retries = await burst(server, attempts);
    expect(retries.every((answer) => answer.status !== 'connexion perdue')).toBe(true);
    const perKey = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM paiements GROUP BY utilisateur_id, idempotency_key
      HAVING count(*) > 1`);
    expect(perKey.rows).toEqual([]);
    expect(await brokenMoneyPromises(ctx.db)).toEqual([]);
    await kill(server, 'SIGTERM');
  }, 240_000);
});
