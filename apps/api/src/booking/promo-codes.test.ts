import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTexts, promoTexts } from '@bonneroute/shared/booking';
import { offres_decouverte } from '../db/schema';
import { insertPromo } from './promo.repository';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs } from '../test/factories';
import { createPassenger, pay, paymentForm, paymentRow } from './booking-test-helpers';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx.db, await createUser(ctx.db, { role: 'ADMIN' }));
});
afterAll(async () => {
  await ctx.close();
});

async function driver() {
  const user = await createUser(ctx.db);
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

const apply = (client: ReturnType<TestContext['client']>, tripId: number, code: string) =>
  client.post('/api/code-promo', { code_promo: code, trajet_id: tripId }, { as: 'multipart' });

async function usesListed(code: string) {
  const list = await ctx.client().withToken(admin).get('/api/admin/codes-promo');
  return list.body.data.find((row: { code: string }) => row.code === code).nb_utilisations;
}

describe('promo codes in one module', () => {
  it('counts uses from the reservations only, and a cancelled trip gives its use back', async () => {
    await insertPromo(ctx.db, {
      code: 'PLEIN5',
      montant: 500,
      nb_utilisations_max: 2,
      montant_max_par_conducteur: 1000,
    });
    const first = await driver();
    const trips = [
      await createTrip(ctx.db, { driver: first.user }),
      await createTrip(ctx.db, { driver: first.user }),
    ];
    for (const trip of trips)
      expect((await apply(first.client, trip.id, 'plein5')).status).toBe(200);
    expect(await usesListed('PLEIN5')).toBe(2);

    const second = await driver();
    const other = await createTrip(ctx.db, { driver: second.user });
    const full = await apply(second.client, other.id, 'PLEIN5');
    expect(full.status).toBe(422);
    expect(full.body.errors[0].detail).toBe(promoTexts.invalid);

    // The driver cancels one trip: its reservation is released, the use is free again.
    const cancelled = await first.client.post(
      '/api/annulations',
      { trajet_id: trips[0]!.id },
      { as: 'multipart' },
    );
    expect(cancelled.status).toBe(200);
    const [released] = await ctx.db
      .select()
      .from(offres_decouverte)
      .where(eq(offres_decouverte.trajet_id, trips[0]!.id));
    expect(released!.statut).toBe('LIBERE');
    expect(await usesListed('PLEIN5')).toBe(1);
    expect((await apply(second.client, other.id, 'PLEIN5')).status).toBe(200);
    expect(await usesListed('PLEIN5')).toBe(2);
  });

  it('the team’s deactivation of a trip releases its use too', async () => {
    await insertPromo(ctx.db, { code: 'UNSEUL', montant: 700, nb_utilisations_max: 1 });
    const { user, client } = await driver();
    const trip = await createTrip(ctx.db, { driver: user });
    expect((await apply(client, trip.id, 'UNSEUL')).status).toBe(200);
    expect(await usesListed('UNSEUL')).toBe(1);
    const off = await ctx
      .client()
      .withToken(admin)
      .post(`/api/admin/trajets/${trip.id}/desactivation`, { motif: 'Annonce frauduleuse' });
    expect(off.status).toBe(200);
    expect(await usesListed('UNSEUL')).toBe(0);
  });

  it('speaks of the code’s own amounts', async () => {
    await insertPromo(ctx.db, {
      code: 'ESSENCE7',
      montant: 700,
      nb_utilisations_max: 50,
      montant_max_par_conducteur: 1400,
    });
    const { user, client } = await driver();
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const trip = await createTrip(ctx.db, { driver: user });
      answers.push(await apply(client, trip.id, 'ESSENCE7'));
    }
    expect(answers[0]!.body.data.message).toBe(promoTexts.applied(700));
    expect(answers[0]!.body.data.message).toContain('7\u00a0€');
    expect(answers[2]!.status).toBe(409);
    expect(answers[2]!.body.errors[0].detail).toBe(promoTexts.driverLimit(1400));
    expect(answers[2]!.body.errors[0].detail).toContain('14\u00a0€');
  });
});

describe('the payment split', () => {
  it('accepts any montant + fees of the right total and stores the server’s own split', async () => {
    const trip = await createTrip(ctx.db, { montant_contribution: 3000 });
    const passenger = await createPassenger(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, passenger));
    const paid = await pay(
      client,
      passenger.id,
      paymentForm(trip, { nb_places: 2, montant: 5900, fees: 400 }),
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ montant: 6000, fees: 300 });
    const row = await paymentRow(ctx.db, paid.body.data.id);
    expect([row.montant, row.fees]).toEqual([6000, 300]);

    const wrong = await pay(
      client,
      passenger.id,
      paymentForm(trip, { nb_places: 1, montant: 2900, fees: 200 }),
    );
    expect(wrong.status).toBe(409);
    expect(wrong.body.errors[0].detail).toBe(bookingTexts.priceChanged);
  });
});
