import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTexts, TEST_CARDS } from '@bonneroute/shared/booking';
import { operations_paiement, paiements } from '../db/schema';
import { PaymentProviderError, type AuthoriseRequest } from './processors/payment-provider';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, loginAs, type UserRow } from '../test/factories';
import {
  bookingRow,
  createPassenger,
  pay,
  paymentForm,
  paymentRow,
  processorBookOf,
  seatsBooked,
} from '../booking/booking-test-helpers';
import { unbalancedMovements } from './ledger.repository';
import { recoverMoney } from './recovery.service';

let ctx: TestContext;
let passenger: UserRow;
let token: string;

beforeAll(async () => {
  // Operations unanswered for 1 s are taken over by the recovery (30 s in production).
  ctx = await createTestContext({ env: { MONEY_RECOVERY_AFTER_SECONDS: '1' } });
  passenger = await createPassenger(ctx.db);
  token = await loginAs(ctx.db, passenger);
});
afterAll(async () => {
  await ctx.close();
});

const client = () => ctx.client().withToken(token);
const later = () => new Promise((resolve) => setTimeout(resolve, 1100));

async function stepsOf(paymentId: number) {
  return ctx.db
    .select()
    .from(operations_paiement)
    .where(eq(operations_paiement.paiement_id, paymentId))
    .orderBy(operations_paiement.id);
}

/** Runs `during` with one processor method replaced, whatever happens. */
async function withProcessor<K extends 'authorise' | 'capture'>(
  method: K,
  replacement: (real: (typeof ctx.app.payments)[K]) => (typeof ctx.app.payments)[K],
  during: () => Promise<void>,
) {
  const real = ctx.app.payments[method].bind(ctx.app.payments) as (typeof ctx.app.payments)[K];
  ctx.app.payments[method] = replacement(real);
  try {
    await during();
  } finally {
    ctx.app.payments[method] = real;
  }
}

describe('the recovery job finishes what a lost answer left half-done', () => {
  it('an authorisation made but its answer lost: « en cours », then completed by the recovery', async () => {
    const trip = await createTrip(ctx.db, { montant_contribution: 2000 });
    const form = paymentForm(trip);
    await withProcessor(
      'authorise',
      (real) => async (request: AuthoriseRequest) => {
        await real(request);
        throw new PaymentProviderError('délai dépassé', true);
      },
      async () => {
        const response = await pay(client(), passenger.id, form);
        expect(response.status).toBe(409);
        expect(response.body.errors[0].code).toBe('paiement_en_cours');
      },
    );
    const [attempt] = await stepsOf((await firstPaymentOf(trip.id)).id);
    expect(attempt).toMatchObject({ type: 'AUTORISATION', statut: 'PREVUE' });
    await later();
    expect((await recoverMoney(ctx.app.deps)).finished).toBeGreaterThanOrEqual(1);
    const replay = await pay(client(), passenger.id, form);
    expect(replay.status).toBe(200);
    expect(replay.body.data.status).toBe('PAIEMENT_REUSSI');
    const { holds } = await processorBookOf(ctx.db, replay.body.data.id);
    expect(holds).toEqual([expect.objectContaining({ etat: 'CAPTURE', capture: 2200 })]);
    expect(await seatsBooked(ctx.db, trip.id)).toBe(1);
  });

  it('a request that never reached the processor: the attempt fails and frees its seats', async () => {
    const trip = await createTrip(ctx.db);
    const form = paymentForm(trip);
    await withProcessor(
      'authorise',
      () => async () => {
        throw new PaymentProviderError('connexion refusée', true);
      },
      async () => {
        expect((await pay(client(), passenger.id, form)).status).toBe(409);
      },
    );
    await later();
    await recoverMoney(ctx.app.deps);
    const payment = await firstPaymentOf(trip.id);
    expect(payment.status).toBe('PAIEMENT_ECHOUE');
    expect((await bookingRow(ctx.db, payment.passager_id)).statut).toBe('PAIEMENT_ECHOUE');
    expect(await seatsBooked(ctx.db, trip.id)).toBe(0);
    const replay = await pay(client(), passenger.id, form);
    expect(replay.status).toBe(402);
    expect(replay.body.errors[0].detail).toBe(bookingTexts.paymentFailed);
  });

  it('a capture whose answer was lost is asked again with its key: captured once', async () => {
    const trip = await createTrip(ctx.db);
    await withProcessor(
      'capture',
      (real) => async (ref: string, amount: number, key: string) => {
        await real(ref, amount, key);
        throw new PaymentProviderError('délai dépassé', true);
      },
      async () => {
        const response = await pay(client(), passenger.id, paymentForm(trip));
        // The booking was decided; only the processor's answer is missing.
        expect(response.status).toBe(200);
        expect(response.body.data.status).toBe('PAIEMENT_REUSSI');
      },
    );
    const payment = await firstPaymentOf(trip.id);
    expect((await stepsOf(payment.id)).map((s) => s.statut)).toEqual(['REUSSIE', 'PREVUE']);
    await later();
    await recoverMoney(ctx.app.deps);
    expect((await stepsOf(payment.id)).map((s) => s.statut)).toEqual(['REUSSIE', 'REUSSIE']);
    const { requests } = await processorBookOf(ctx.db, payment.id);
    expect(requests.filter((r) => r.type === 'CAPTURE')).toHaveLength(1);
    expect((await paymentRow(ctx.db, payment.id)).capture_ref).toBe(payment.provider_ref);
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
  });

  it('a declined card stays declined whatever the retries', async () => {
    const trip = await createTrip(ctx.db);
    const form = paymentForm(trip, { numero: TEST_CARDS.declined });
    expect((await pay(client(), passenger.id, form)).status).toBe(402);
    expect((await pay(client(), passenger.id, form)).status).toBe(402);
    await later();
    await recoverMoney(ctx.app.deps);
    expect(await seatsBooked(ctx.db, trip.id)).toBe(0);
  });
});

async function firstPaymentOf(tripId: number) {
  const [row] = await ctx.db.select().from(paiements).where(eq(paiements.trajet_id, tripId));
  return row!;
}
