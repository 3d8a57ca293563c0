import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTexts } from '@bonneroute/shared/booking';
import { paiements } from '../db/schema';
import type { AuthoriseRequest } from './processors/payment-provider';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, loginAs, type UserRow } from '../test/factories';
import {
  createPassenger,
  pay,
  paymentForm,
  processorBookOf,
  seatsBooked,
} from '../booking/booking-test-helpers';
import { unbalancedMovements } from './ledger.repository';

let ctx: TestContext;
let passenger: UserRow;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  passenger = await createPassenger(ctx.db);
  token = await loginAs(ctx.db, passenger);
});
afterAll(async () => {
  await ctx.close();
});

const client = () => ctx.client().withToken(token);

async function paymentsOf(tripId: number) {
  return ctx.db.select().from(paiements).where(eq(paiements.trajet_id, tripId));
}

/** One payment, one hold, one capture at the processor; the card charged once. */
async function expectChargedOnce(tripId: number, total: number) {
  const rows = await paymentsOf(tripId);
  expect(rows).toHaveLength(1);
  const book = await processorBookOf(ctx.db, rows[0]!.id);
  expect(book.holds).toHaveLength(1);
  expect(book.holds[0]).toMatchObject({ etat: 'CAPTURE', capture: total, rembourse: 0 });
  expect(book.requests.filter((r) => r.type === 'CAPTURE')).toHaveLength(1);
  expect(await seatsBooked(ctx.db, tripId)).toBe(1);
  const card = await ctx.db.execute<{ total: number }>(sql`
    SELECT coalesce(sum(montant), 0)::int AS total FROM ecritures
     WHERE compte = 'CARTE' AND paiement_id = ${rows[0]!.id}`);
  expect(card.rows[0]!.total).toBe(-total);
  expect(await unbalancedMovements(ctx.db)).toEqual([]);
}

describe('a charge happens at most once per payment', () => {
  it('the same token twice at once (a double click): one processor operation', async () => {
    const trip = await createTrip(ctx.db, { montant_contribution: 2200 });
    const form = paymentForm(trip);
    const answers = await Promise.all([
      pay(client(), passenger.id, form),
      pay(client(), passenger.id, form),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.data.id).toBe(answers[1]!.body.data.id);
    expect(answers.every((a) => a.body.data.status === 'PAIEMENT_REUSSI')).toBe(true);
    await expectChargedOnce(trip.id, 2400);
  });

  it('the same token 20 times at once: one processor operation, never a success before it', async () => {
    const trip = await createTrip(ctx.db, { montant_contribution: 2200 });
    const form = paymentForm(trip);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(client(), passenger.id, form)),
    );
    for (const answer of answers) {
      // A replay that found the first still running may say « en cours », never a false success.
      if (answer.status === 409) expect(answer.body.errors[0].code).toBe('paiement_en_cours');
      else {
        expect(answer.status).toBe(200);
        expect(answer.body.data.status).toBe('PAIEMENT_REUSSI');
      }
    }
    expect(answers.some((a) => a.status === 200)).toBe(true);
    await expectChargedOnce(trip.id, 2400);
  });

  it('honours the standard Idempotency-Key header (the form’s token may be left out)', async () => {
    const trip = await createTrip(ctx.db, { montant_contribution: 2200 });
    const { token: _unused, ...form } = paymentForm(trip);
    const headers = { 'idempotency-key': `cle-entete-${trip.id}-${Date.now()}` };
    const [first, second] = await Promise.all([
      client().post(`/api/utilisateurs/${passenger.id}/paiements`, form, { as: 'form', headers }),
      client().post(`/api/utilisateurs/${passenger.id}/paiements`, form, { as: 'form', headers }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    await expectChargedOnce(trip.id, 2400);

    const keyless = await client().post(`/api/utilisateurs/${passenger.id}/paiements`, form, {
      as: 'form',
    });
    expect(keyless.status).toBe(422);
    expect(keyless.body.errors[0].detail).toBe(bookingTexts.idempotencyKeyMissing);
  });

  it('a replay while the first request is still at the processor gets 409 « en cours », then the outcome', async () => {
    const trip = await createTrip(ctx.db, { montant_contribution: 2200 });
    const form = paymentForm(trip);
    const real = ctx.app.payments.authorise.bind(ctx.app.payments);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    ctx.app.payments.authorise = async (request: AuthoriseRequest) => {
      await gate;
      return real(request);
    };
    try {
      const first = pay(client(), passenger.id, form);
      // Wait until the first request has recorded its attempt.
      while ((await paymentsOf(trip.id)).length === 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const replay = await pay(client(), passenger.id, form);
      expect(replay.status).toBe(409);
      expect(replay.body.errors[0]).toMatchObject({
        code: 'paiement_en_cours',
        detail: bookingTexts.paymentInProgress,
      });
      release();
      expect((await first).status).toBe(200);
      const after = await pay(client(), passenger.id, form);
      expect(after.status).toBe(200);
      expect(after.body.data.status).toBe('PAIEMENT_REUSSI');
    } finally {
      ctx.app.payments.authorise = real;
    }
    await expectChargedOnce(trip.id, 2400);
  });

  it('refuses a key already used for another booking', async () => {
    const trip = await createTrip(ctx.db);
    const other = await createTrip(ctx.db);
    const form = paymentForm(trip);
    expect((await pay(client(), passenger.id, form)).status).toBe(200);
    const reused = await pay(client(), passenger.id, { ...paymentForm(other), token: form.token });
    expect(reused.status).toBe(409);
    expect(reused.body.errors[0].detail).toBe(bookingTexts.idempotencyReused);
    expect(await seatsBooked(ctx.db, other.id)).toBe(0);
  });
});
