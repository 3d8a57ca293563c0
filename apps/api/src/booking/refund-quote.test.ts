import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTexts, refundArrivesBy } from '@bonneroute/shared/booking';
import { trajets } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import { bookAsNewPassenger, cancelBooking } from './booking-test-helpers';

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

const book = (trip: { id: number; utilisateur_id: number }, seats = 1) =>
  bookAsNewPassenger(ctx, trip, seats);

const quoteOf = (client: ReturnType<TestContext['client']>, bookingId: number) =>
  client.get(`/api/passagers/${bookingId}/annulation`);

describe('GET /passagers/{id}/annulation — the refund before cancelling', () => {
  it('more than 24 h ahead: quotes the contribution, then the cancellation refunds exactly that', async () => {
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 3000, inDays: 5 });
    const { client, payment } = await book(trip, 2);
    const quote = await quoteOf(client, payment.passager_id);
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({
      passager_id: payment.passager_id,
      trajet_id: trip.id,
      paye: 6300,
      rembourse: 6000,
      retenu: 300,
      regle: 'plus-24h',
      remboursement_avant: refundArrivesBy(new Date()),
    });
    expect(quote.body.data.texte_regle).toContain('Plus de 24 heures avant le départ');
    const done = await cancelBooking(client, trip.id, payment.passager_id);
    expect(done.body.data.rembourse).toBe(quote.body.data.rembourse);
  });

  it('less than 24 h ahead: half of the contribution, as refunded', async () => {
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 3001 });
    await ctx.db
      .update(trajets)
      .set({ depart_le: new Date(Date.now() + 5 * 3600_000) })
      .where(eq(trajets.id, trip.id));
    const { client, payment } = await book(trip);
    const quote = await quoteOf(client, payment.passager_id);
    expect(quote.body.data).toMatchObject({ rembourse: 1500, regle: 'moins-24h' });
    const done = await cancelBooking(client, trip.id, payment.passager_id);
    expect(done.body.data.rembourse).toBe(1500);
  });

  it('a request waiting for the driver: nothing taken, nothing to refund', async () => {
    const trip = await createTrip(ctx.db, { driver, is_resa_automatique: false });
    const { client, payment } = await book(trip);
    const quote = await quoteOf(client, payment.passager_id);
    expect(quote.body.data).toMatchObject({
      rembourse: 0,
      retenu: 0,
      regle: 'non-debite',
      remboursement_avant: null,
    });
    expect((await cancelBooking(client, trip.id, payment.passager_id)).body.data.rembourse).toBe(0);
  });

  it('is the passenger’s alone: 401, 403, 404, then 409 once cancelled, in French', async () => {
    const trip = await createTrip(ctx.db, { driver });
    const { client, payment } = await book(trip);
    const anonymous = await quoteOf(ctx.client(), payment.passager_id);
    expect(anonymous.status).toBe(401);
    const byDriver = await quoteOf(ctx.client().withToken(driverToken), payment.passager_id);
    expect(byDriver.status).toBe(403);
    expect(byDriver.body.errors[0].detail).toBe(bookingTexts.notYourBooking);
    const missing = await quoteOf(client, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].detail).toBe(bookingTexts.bookingNotFound);
    expect((await cancelBooking(client, trip.id, payment.passager_id)).status).toBe(200);
    const again = await quoteOf(client, payment.passager_id);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].detail).toBe(bookingTexts.alreadyCancelled);
  });

  it('refuses once the trip has left, as the cancellation does', async () => {
    const trip = await createTrip(ctx.db, { driver });
    const { client, payment } = await book(trip);
    await ctx.db
      .update(trajets)
      .set({ depart_le: new Date(Date.now() - 3600_000) })
      .where(eq(trajets.id, trip.id));
    const quote = await quoteOf(client, payment.passager_id);
    const done = await cancelBooking(client, trip.id, payment.passager_id);
    expect(quote.status).toBe(done.status);
    expect(quote.status).toBe(409);
    expect(quote.body.errors[0].detail).toBe(done.body.errors[0].detail);
  });
});
