import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_OFFER, promoTexts } from '@bonneroute/shared/booking';
import { notifications, sandbox_requetes, trajets } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import { balance, pay, paymentForm, createPassenger } from './booking-test-helpers';
import { markTripsDone } from './trips-done.service';
import { unbalancedMovements } from '../money/ledger.repository';

let ctx: TestContext;
let driver: UserRow;
let driverToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  driver = await createUser(ctx.db);
  driverToken = await loginAs(ctx.db, driver);
});
afterAll(async () => {
  await ctx.close();
});

const applyCode = (tripId: number, code: string = DISCOVERY_OFFER.code, token = driverToken) =>
  ctx
    .client()
    .withToken(token)
    .post('/api/code-promo', { code_promo: code, trajet_id: tripId }, { as: 'multipart' });

async function fill(trip: { id: number; utilisateur_id: number }, riders: number) {
  for (let i = 0; i < riders; i += 1) {
    const passenger = await createPassenger(ctx.db);
    const response = await pay(
      ctx.client().withToken(await loginAs(ctx.db, passenger)),
      passenger.id,
      paymentForm(trip),
    );
    expect(response.status).toBe(200);
  }
}

/** The trip left yesterday: the job may mark it done. */
async function makePast(tripId: number) {
  await ctx.db
    .update(trajets)
    .set({ depart_le: new Date(Date.now() - 24 * 3600_000) })
    .where(eq(trajets.id, tripId));
}

describe('POST /code-promo — discovery offer', () => {
  it('refuses an unknown code with the documented message and a stranger’s trip', async () => {
    const trip = await createTrip(ctx.db, { driver });
    const bad = await applyCode(trip.id, 'PASBON');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].detail).toBe(promoTexts.invalid);
    const stranger = await loginAs(ctx.db, await createUser(ctx.db));
    expect((await applyCode(trip.id, DISCOVERY_OFFER.code, stranger)).status).toBe(403);
  });

  it('caps a driver at 30 €, even when asked concurrently', async () => {
    const racer = await createUser(ctx.db);
    const token = await loginAs(ctx.db, racer);
    const trips = await Promise.all(
      Array.from({ length: 6 }, () => createTrip(ctx.db, { driver: racer })),
    );
    const answers = await Promise.all(trips.map((t) => applyCode(t.id, 'bonneroute10', token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.body.errors[0].detail === promoTexts.driverLimit(3000))).toBe(
      true,
    );
  });
});

describe('trips done, earnings and the bonus', () => {
  it('marks an arrived trip done, moves the escrow to the driver and grants the bonus', async () => {
    const trip = await createTrip(ctx.db, {
      driver,
      nb_places_proposees: 2,
      montant_contribution: 2000,
    });
    expect((await applyCode(trip.id)).status).toBe(200);
    await fill(trip, 2);
    await makePast(trip.id);
    expect(await markTripsDone(ctx.app.deps)).toContain(trip.id);
    const [row] = await ctx.db.select().from(trajets).where(eq(trajets.id, trip.id));
    expect(row!.is_effectue).toBe(true);
    expect(await balance(ctx.db, 'CONDUCTEUR', driver.id)).toBe(4000 + DISCOVERY_OFFER.bonus_cents);
    expect(await balance(ctx.db, 'PROMOTION')).toBe(-DISCOVERY_OFFER.bonus_cents);
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
    // Without a verified identity and an IBAN the earnings wait, and the driver is told why.
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.utilisateur_id, driver.id));
    expect(notes.map((n) => n.type_notif_code)).toContain('VERSEMENT_EN_ATTENTE');
    expect(await markTripsDone(ctx.app.deps)).not.toContain(trip.id);
  });

  it('pays no bonus for a trip that is not full', async () => {
    const other = await createUser(ctx.db);
    const trip = await createTrip(ctx.db, { driver: other, nb_places_proposees: 3 });
    expect(
      (await applyCode(trip.id, DISCOVERY_OFFER.code, await loginAs(ctx.db, other))).status,
    ).toBe(200);
    await fill(trip, 2);
    await makePast(trip.id);
    await markTripsDone(ctx.app.deps);
    expect(await balance(ctx.db, 'CONDUCTEUR', other.id)).toBe(2 * 2200);
  });

  it('pays out through the provider once the driver is payable', async () => {
    const payee = await createUser(ctx.db);
    const trip = await createTrip(ctx.db, { driver: payee, montant_contribution: 1500 });
    await fill(trip, 1);
    await makePast(trip.id);
    const original = ctx.app.payoutAccounts.payableAccount;
    ctx.app.payoutAccounts.payableAccount = async (id) =>
      id === payee.id ? { iban: 'FR7630006000011234567890189', holderName: 'Payee' } : null;
    try {
      await markTripsDone(ctx.app.deps);
    } finally {
      ctx.app.payoutAccounts.payableAccount = original;
    }
    expect(await balance(ctx.db, 'CONDUCTEUR', payee.id)).toBe(0);
    expect(await balance(ctx.db, 'VIREMENT', payee.id)).toBe(1500);
  });
  it.each([
    ['BE68539007547034', 'BE'],
    ['LU280019400644750000', 'LU'],
    ['CH9300762011623852957', 'CH'],
  ])(
    'pays out to the %s account, telling the processor its country (%s)',
    async (iban, country) => {
      const payee = await createUser(ctx.db);
      const trip = await createTrip(ctx.db, { driver: payee, montant_contribution: 1500 });
      await fill(trip, 1);
      await makePast(trip.id);
      const original = ctx.app.payoutAccounts.payableAccount;
      ctx.app.payoutAccounts.payableAccount = async (id) =>
        id === payee.id ? { iban, holderName: 'Anna Peeters' } : null;
      try {
        await markTripsDone(ctx.app.deps);
      } finally {
        ctx.app.payoutAccounts.payableAccount = original;
      }
      expect(await balance(ctx.db, 'VIREMENT', payee.id)).toBe(1500);
      const payouts = await ctx.db
        .select()
        .from(sandbox_requetes)
        .where(eq(sandbox_requetes.beneficiaire, String(payee.id)));
      expect(payouts.map((row) => [row.type, row.pays, row.montant])).toEqual([
        ['VERSEMENT', country, 1500],
      ]);
    },
  );
});
