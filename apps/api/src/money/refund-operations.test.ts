import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations_paiement } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs } from '../test/factories';
import {
  createPassenger,
  pay,
  paymentForm,
  paymentRow,
  processorBookOf,
  sandboxRow,
} from '../booking/booking-test-helpers';
import { unbalancedMovements } from './ledger.repository';
import { planRefund } from './settlement.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function book(trip: { id: number; utilisateur_id: number }) {
  const passenger = await createPassenger(ctx.db);
  const response = await pay(
    ctx.client().withToken(await loginAs(ctx.db, passenger)),
    passenger.id,
    paymentForm(trip),
  );
  expect(response.status).toBe(200);
  return paymentRow(ctx.db, response.body.data.id);
}

async function queuedOperationJobs() {
  const jobs = await ctx.db.execute<{ key: string }>(sql`
    SELECT j.key FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks t ON t.id = j.task_id
     WHERE t.identifier = 'paiement_operation'`);
  return jobs.rows.map((row) => row.key);
}

describe('every processor operation is its own recorded, keyed step', () => {
  it('a booking records its authorisation and capture, each with its own key, before calling', async () => {
    const trip = await createTrip(ctx.db);
    const payment = await book(trip);
    const steps = await ctx.db
      .select()
      .from(operations_paiement)
      .where(eq(operations_paiement.paiement_id, payment.id))
      .orderBy(operations_paiement.id);
    expect(steps.map((s) => [s.type, s.statut])).toEqual([
      ['AUTORISATION', 'REUSSIE'],
      ['CAPTURE', 'REUSSIE'],
    ]);
    expect(new Set(steps.map((s) => s.cle)).size).toBe(2);
    // The processor received exactly those keys.
    const keys = await ctx.db.execute<{ cle: string }>(sql`
      SELECT cle FROM sandbox_requetes WHERE reference = ${payment.provider_ref} ORDER BY id`);
    expect(keys.rows.map((row) => row.cle)).toEqual(steps.map((s) => s.cle));
    // Each ledger movement names the operation it is the ledger side of.
    const movements = await ctx.db.execute<{ type: string; operation_id: number }>(sql`
      SELECT DISTINCT type, operation_id FROM ecritures WHERE paiement_id = ${payment.id}`);
    expect(movements.rows).toEqual(
      expect.arrayContaining([
        { type: 'AUTORISATION', operation_id: steps[0]!.id },
        { type: 'CAPTURE', operation_id: steps[1]!.id },
      ]),
    );
  });

  it('a driver’s cancellation refunds each passenger through its own job key', async () => {
    const driver = await createUser(ctx.db);
    const trip = await createTrip(ctx.db, { driver, nb_places_proposees: 4 });
    const payments = [await book(trip), await book(trip), await book(trip)];
    const before = new Set(await queuedOperationJobs());
    const response = await ctx
      .client()
      .withToken(await loginAs(ctx.db, driver))
      .post('/api/annulations', { trajet_id: trip.id }, { as: 'multipart' });
    expect(response.status).toBe(200);
    const added = (await queuedOperationJobs()).filter((key) => !before.has(key));
    expect(added).toHaveLength(3);
    expect(new Set(added).size).toBe(3);
    await ctx.app.jobs.drain();
    for (const payment of payments) {
      const hold = await sandboxRow(ctx.db, payment.provider_ref!);
      expect(hold).toMatchObject({ capture: 2400, rembourse: 2400 });
    }
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
  });

  it('two refunds of one payment planned together are both made (no shared job key)', async () => {
    const trip = await createTrip(ctx.db);
    const payment = await book(trip);
    await ctx.db.transaction(async (tx) => {
      await planRefund(tx, payment, 500);
      await planRefund(tx, payment, 700);
    });
    await ctx.app.jobs.drain();
    const { holds, requests } = await processorBookOf(ctx.db, payment.id);
    expect(holds[0]).toMatchObject({ capture: 2400, rembourse: 1200 });
    expect(requests.filter((r) => r.type === 'REMBOURSEMENT').map((r) => r.montant)).toEqual([
      500, 700,
    ]);
  });
});
