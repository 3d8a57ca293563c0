import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import type { AuthoriseRequest } from './processors/payment-provider';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import {
  createPassenger,
  pay,
  paymentForm,
  processorBookOf,
} from '../booking/booking-test-helpers';
import { unbalancedMovements } from './ledger.repository';

let ctx: TestContext;
let passenger: UserRow;
let token: string;
let staffToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  passenger = await createPassenger(ctx.db);
  token = await loginAs(ctx.db, passenger);
  staffToken = await loginAs(ctx.db, await createUser(ctx.db, { role: 'MANAGER' }));
});
afterAll(async () => {
  await ctx.close();
});

const staff = () => ctx.client().withToken(staffToken);
const runReconciliation = () => staff().post('/api/admin/rapprochement');

/** A failed payment, then a hold the processor makes for it anyway (a request landing late). */
async function lateHold() {
  const trip = await createTrip(ctx.db);
  const failed = await pay(
    ctx.client().withToken(token),
    passenger.id,
    paymentForm(trip, { numero: TEST_CARDS.declined }),
  );
  expect(failed.status).toBe(402);
  const [payment] = (
    await ctx.db.execute<{ id: number; total: number }>(sql`
      SELECT id, montant + fees AS total FROM paiements WHERE trajet_id = ${trip.id}`)
  ).rows;
  const request: AuthoriseRequest = {
    paymentId: payment!.id,
    idempotencyKey: `tardive-${payment!.id}-${Date.now()}`,
    userId: passenger.id,
    amountCents: payment!.total,
    card: { holder: 'P', number: TEST_CARDS.success, month: 12, year: 2099, cvc: '123' },
    browserInfo: {
      javaEnabled: false,
      language: 'fr-FR',
      colorDepth: 24,
      screenHeight: 0,
      screenWidth: 0,
      timeZoneOffset: 0,
      userAgent: '',
      acceptHeader: 'text/html',
    },
    ipAddress: '127.0.0.1',
    returnUrl: 'http://localhost/retour',
  };
  const hold = await ctx.app.payments.authorise(request);
  if (hold.outcome !== 'authorised') throw new Error('refusée');
  return { paymentId: payment!.id, total: payment!.total, reference: hold.providerRef };
}

describe('reconciliation: the processor’s book against the ledger', () => {
  it('is for ADMIN and MANAGER only', async () => {
    expect((await ctx.client().get('/api/admin/rapprochement')).status).toBe(401);
    const user = ctx.client().withToken(await loginAs(ctx.db, await createUser(ctx.db)));
    expect((await user.get('/api/admin/rapprochement')).status).toBe(403);
    expect((await user.post('/api/admin/rapprochement')).status).toBe(403);
    const admin = ctx
      .client()
      .withToken(await loginAs(ctx.db, await createUser(ctx.db, { role: 'ADMIN' })));
    expect((await admin.get('/api/admin/rapprochement')).status).toBe(200);
  });

  it('finds nothing to say after ordinary bookings, refunds and releases; totals agree', async () => {
    const trip = await createTrip(ctx.db, { montant_contribution: 3000 });
    const booked = await pay(ctx.client().withToken(token), passenger.id, paymentForm(trip));
    expect(booked.status).toBe(200);
    const response = await runReconciliation();
    expect(response.status).toBe(200);
    const report = response.body.data;
    expect(report.ecarts).toEqual([]);
    expect(report.dernier_rapprochement).not.toBeNull();
    expect(report.totaux.processeur).toEqual(report.totaux.grand_livre);
    expect(report.totaux.grand_livre.capture).toBeGreaterThanOrEqual(3200);
  });

  it('voids a hold nothing on our side keeps, and says so', async () => {
    const { paymentId, reference } = await lateHold();
    // The run finds the difference, voids the hold, looks again: settled, with what was done.
    const report = (await runReconciliation()).body.data;
    expect(report.ecarts).toEqual([]);
    const held = report.resolus.find(
      (e: { paiement_id: number; type: string }) =>
        e.paiement_id === paymentId && e.type === 'EMPREINTE',
    );
    expect(held).toMatchObject({ statut: 'RESOLU', reference, montant_grand_livre: 0 });
    expect(held.action).toMatch(/Empreinte libérée/);
    const { holds } = await processorBookOf(ctx.db, paymentId);
    expect(holds[0]!.etat).toBe('ANNULE');
    expect((await runReconciliation()).body.data.ecarts).toEqual([]);
  });

  it('refunds a charge no booking explains, through the ledger', async () => {
    const { paymentId, total, reference } = await lateHold();
    await ctx.app.payments.capture(reference, total, `capture-fantome-${paymentId}`);
    const report = (await runReconciliation()).body.data;
    expect(report.ecarts).toEqual([]);
    const charged = report.resolus.find(
      (e: { paiement_id: number; type: string }) =>
        e.paiement_id === paymentId && e.type === 'CAPTURE',
    );
    expect(charged).toMatchObject({ montant_processeur: total, montant_grand_livre: 0 });
    expect(charged.action).toMatch(/remboursé/);
    const { holds } = await processorBookOf(ctx.db, paymentId);
    expect(holds[0]).toMatchObject({ capture: total, rembourse: total });
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
  });

  it('reports a payout the ledger does not know (nothing is paid back automatically)', async () => {
    const driver = await createUser(ctx.db);
    await ctx.app.payments.payout({
      idempotencyKey: `versement-inconnu-${driver.id}`,
      userId: driver.id,
      amountCents: 1234,
      iban: 'FR7630006000011234567890189',
      country: 'FR',
      holderName: 'X',
      reference: 'BonneRoute',
    });
    const report = (await runReconciliation()).body.data;
    expect(report.ecarts).toEqual([
      expect.objectContaining({
        type: 'VERSEMENT',
        utilisateur_id: driver.id,
        montant_processeur: 1234,
        montant_grand_livre: 0,
        action: 'À examiner par l’équipe.',
      }),
    ]);
    expect(report.totaux.processeur.verse - report.totaux.grand_livre.verse).toBe(1234);
  });
});
