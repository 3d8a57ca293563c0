import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseCrontab } from 'graphile-worker';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import {
  bookingRow,
  createPassenger,
  pay,
  paymentForm,
  paymentRow,
  sandboxRow,
  seatsBooked,
} from '../booking/booking-test-helpers';
import { BOOKING_TASKS } from '../booking/booking-jobs';
import { MONEY_TASKS } from '../money/money-jobs';
import { SEND_EMAIL_TASK } from '../mail/mail.service';
import { createTrip, createUser, loginAs } from '../test/factories';
import {
  createScratchDatabase,
  createTestContext,
  type ScratchDatabase,
  type TestContext,
} from '../test/test-app';
import { enqueueJob } from './enqueue-job';

/**
 * Three API processes' apps on one database, each with its job runner started, as production
 * runs them. Every job kind must run once: cron slots (every line the app schedules, whatever
 * feature adds it), queued and delayed jobs of every task (a probe job per task, plus the real
 * effects of today's tasks: e-mails delivered once, a refund paid once, an abandoned payment and
 * an unanswered request released once).
 */
const INSTANCES = 3;
const PROBE = 'sonde_jobs_une_fois';
let database: ScratchDatabase;
const apps: TestContext[] = [];
let smtp: SMTPServer;
const received: string[] = [];
const runs: { instance: number; task: string; id: string; payload: any }[] = [];
const cronSlots = new Map<string, string>();

/**
 * The most recent minute (UTC, as graphile-worker matches) that a cron item fires at, within a
 * year (the yearly statements' line fires once a year).
 */
function latestSlot(item: ReturnType<typeof parseCrontab>[number], now: number): Date {
  const minute = new Date(Math.floor(now / 60_000) * 60_000 - 60_000);
  for (let i = 0; i < 366 * 24 * 60; i += 1, minute.setUTCMinutes(minute.getUTCMinutes() - 1)) {
    const digest = {
      min: minute.getUTCMinutes(),
      hour: minute.getUTCHours(),
      date: minute.getUTCDate(),
      month: minute.getUTCMonth() + 1,
      dow: minute.getUTCDay(),
    };
    if (item.match(digest)) return new Date(minute);
  }
  throw new Error(`aucun créneau en un an pour ${item.identifier}`);
}

async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await apps[0]!.pool.query(text, values)).rows as Row[];
}

/** Waits until no job is due any more (running ones included); none may have failed. */
async function idle() {
  for (let i = 0; i < 600; i += 1) {
    const [row] = await query<{ due: number; failed: number }>(
      `SELECT count(*) FILTER (WHERE run_at <= now())::int AS due,
              count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failed
       FROM graphile_worker._private_jobs`,
    );
    if (row!.failed > 0) {
      const errors = await query('SELECT key, last_error FROM graphile_worker._private_jobs');
      throw new Error(`des tâches ont échoué : ${JSON.stringify(errors)}`);
    }
    if (row!.due === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('des tâches attendent encore');
}

async function makeDue(key: string) {
  const updated = await query(
    'UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = $1 RETURNING id',
    [key],
  );
  expect(updated).toHaveLength(1);
}

/** Every real job of a task ran once (one run per job id, on whichever process took it). */
function expectEachJobOnce(task: string, expected: number) {
  const ofTask = runs.filter((run) => run.task === task && !run.payload?.sonde);
  const byId = new Map<string, number>();
  for (const run of ofTask) byId.set(run.id, (byId.get(run.id) ?? 0) + 1);
  expect(
    [...byId.values()].filter((n) => n > 1),
    `${task} : exécutions en double`,
  ).toEqual([]);
  expect(byId.size, task).toBe(expected);
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const env = { SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` };
  database = await createScratchDatabase();
  for (let i = 0; i < INSTANCES; i += 1) apps.push(await createTestContext({ database, env }));
  apps.forEach((ctx, instance) => {
    ctx.app.jobs.define(PROBE, async () => undefined);
    ctx.app.jobs.use(async (run, next) => {
      runs.push({ instance, task: run.task, id: run.id, payload: run.payload });
      if ((run.payload as { sonde?: boolean } | null)?.sonde) return;
      await next();
    });
  });

  // Cron: every line the app schedules last ran just before its latest slot, which no process
  // has run: each starting runner may schedule it, and it must run once.
  const now = Date.now();
  const items = parseCrontab(apps[0]!.app.jobs.crontab());
  let oldest = now;
  for (const item of items) {
    const slot = latestSlot(item, now);
    cronSlots.set(item.identifier, slot.toISOString());
    oldest = Math.min(oldest, slot.getTime());
    await query(
      `INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since, last_execution)
       VALUES ($1, $2, $2)`,
      [item.identifier, new Date(slot.getTime() - 60_000)],
    );
  }
  const backfill = `${Math.ceil((now - oldest) / 60_000) + 5}m`;
  const started = apps.map(
    (ctx) => new Promise((resolve) => ctx.app.jobs.events.once('cron:started', resolve)),
  );
  await Promise.all(apps.map((ctx) => ctx.app.jobs.start(2, { cronBackfill: backfill })));
  await Promise.all(started);
}, 120_000);

afterAll(async () => {
  for (const ctx of apps) await ctx.close();
  await database?.drop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe(`jobs with ${INSTANCES} API processes running them`, () => {
  it('cron: each slot of every scheduled line runs once', async () => {
    expect(cronSlots.size).toBeGreaterThan(0);
    await idle();
    for (const [identifier, slot] of cronSlots) {
      const ofLine = runs.filter((run) => run.task === identifier && run.payload?._cron);
      const bySlot = new Map<string, number>();
      for (const run of ofLine)
        bySlot.set(run.payload._cron.ts, (bySlot.get(run.payload._cron.ts) ?? 0) + 1);
      expect(bySlot.get(slot), `${identifier} au créneau ${slot}`).toBe(1);
      expect(
        [...bySlot.values()].every((n) => n === 1),
        identifier,
      ).toBe(true);
    }
  });

  it('every task: jobs enqueued by every process, keyed or not, run once each', async () => {
    const tasks = apps[0]!.app.jobs.taskNames.filter((task) => task !== PROBE);
    expect(tasks).toEqual(
      expect.arrayContaining([...Object.values(BOOKING_TASKS), ...Object.values(MONEY_TASKS)]),
    );
    const round = randomBytes(4).toString('hex');
    // Each process enqueues the same 4 keyed jobs (one each survives) and 4 of its own.
    await Promise.all(
      apps.flatMap((ctx, instance) =>
        tasks.flatMap((task) =>
          Array.from({ length: 4 }, (_, n) => [
            enqueueJob(ctx.db, task, { sonde: true }, { jobKey: `sonde:${round}:${task}:${n}` }),
            enqueueJob(ctx.db, task, { sonde: true, instance, n }),
          ]).flat(),
        ),
      ),
    );
    await idle();
    for (const task of tasks) {
      const probes = runs.filter((run) => run.task === task && run.payload?.sonde);
      const ids = new Set(probes.map((run) => run.id));
      expect(ids.size, task).toBe(probes.length);
      expect(ids.size, task).toBe(4 + 4 * INSTANCES);
    }
  });

  it('e-mails: each is delivered once', async () => {
    const subjects = Array.from(
      { length: 9 },
      (_, n) => `Une fois ${n} ${randomBytes(3).toString('hex')}`,
    );
    await Promise.all(
      subjects.map((subject, n) =>
        apps[n % INSTANCES]!.app.mail.send({
          to: `client${n}@exemple.fr`,
          subject,
          html: '<p>Bonjour</p>',
          text: 'Bonjour',
          template: 'test',
        }),
      ),
    );
    await idle();
    for (const subject of subjects)
      expect(
        received.filter((mail) => mail.includes(subject)),
        subject,
      ).toHaveLength(1);
    expectEachJobOnce(SEND_EMAIL_TASK, 9);
  });

  it('a refund after a cancellation is paid once', async () => {
    const trip = await createTrip(apps[0]!.db, { montant_contribution: 3000, inDays: 5 });
    const passenger = await createPassenger(apps[0]!.db);
    const token = await loginAs(apps[0]!.db, passenger);
    const paid = await pay(
      apps[1]!.client().withToken(token),
      passenger.id,
      paymentForm(trip, { nb_places: 2 }),
    );
    expect(paid.status).toBe(200);
    const payment = await paymentRow(apps[0]!.db, paid.body.data.id);
    const cancelled = await apps[2]!
      .client()
      .withToken(token)
      .post(
        '/api/annulations',
        { trajet_id: trip.id, passager_id: payment.passager_id },
        { as: 'multipart' },
      );
    expect(cancelled.status).toBe(200);
    await idle();
    expect((await sandboxRow(apps[0]!.db, payment.provider_ref!)).rembourse).toBe(6000);
    // The refund is its own recorded operation, carried out by one job.
    expectEachJobOnce(MONEY_TASKS.operation, 1);
  });

  it('an abandoned 3-D Secure payment and an unanswered request are released once', async () => {
    const db = apps[0]!.db;
    const abandonedTrip = await createTrip(db, { montant_contribution: 2000 });
    const payer = await createPassenger(db);
    const challenged = await pay(
      apps[1]!.client().withToken(await loginAs(db, payer)),
      payer.id,
      paymentForm(abandonedTrip, { numero: TEST_CARDS.threeDSecure }),
    );
    expect(challenged.body.data.status).toBe('AUTHENTIFICATION_REQUISE');

    const driver = await createUser(db);
    const manualTrip = await createTrip(db, { driver, is_resa_automatique: false });
    const asker = await createPassenger(db);
    const asked = await pay(
      apps[2]!.client().withToken(await loginAs(db, asker)),
      asker.id,
      paymentForm(manualTrip, { nb_places: 2 }),
    );
    expect(asked.body.data.status).toBe('EN_ATTENTE');
    const request = await paymentRow(db, asked.body.data.id);

    await makeDue(`paiement-abandonne:${challenged.body.data.id}`);
    await makeDue(`demande-expiree:${request.passager_id}`);
    await idle();

    expect((await paymentRow(db, challenged.body.data.id)).status).toBe('ANNULE');
    expect(await seatsBooked(db, abandonedTrip.id)).toBe(0);
    expect((await bookingRow(db, request.passager_id)).statut).toBe('EXPIREE');
    expect(await seatsBooked(db, manualTrip.id)).toBe(0);
    expect((await sandboxRow(db, request.provider_ref!)).etat).toBe('ANNULE');
    expectEachJobOnce(MONEY_TASKS.releaseAbandoned, 1);
    expectEachJobOnce(BOOKING_TASKS.expireRequest, 1);
    // Each released payment's processor side is voided once (the refund above, then 2 voids).
    expectEachJobOnce(MONEY_TASKS.operation, 3);
  });

  it('spread the work over the processes', () => {
    const used = new Set(runs.map((run) => run.instance));
    console.info(
      `exécutions par processus : ${[...Array(INSTANCES).keys()].map((i) => runs.filter((r) => r.instance === i).length).join(' / ')}`,
    );
    expect(used.size).toBeGreaterThan(1);
  });
});
