import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTexts } from '@bonneroute/shared/booking';
import { ecritures, emails, notifications, trajets } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import {
  balance,
  ledgerRows,
  paymentRow,
  sandboxRow,
  seatsBooked,
  bookAsNewPassenger,
  cancelBooking,
} from './booking-test-helpers';
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

const book = (trip: { id: number; utilisateur_id: number }, seats = 1) =>
  bookAsNewPassenger(ctx, trip, seats);

describe('POST /annulations — passenger', () => {
  it('more than 24 h ahead: the contribution comes back, the fee is kept', async () => {
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 3000, inDays: 5 });
    const { passenger, client, payment } = await book(trip, 2);
    const response = await cancelBooking(client, trip.id, payment.passager_id);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ message: bookingTexts.bookingCancelled, rembourse: 6000 });
    expect(await seatsBooked(ctx.db, trip.id)).toBe(0);
    expect(await balance(ctx.db, 'CARTE', passenger.id)).toBe(-300);
    expect((await paymentRow(ctx.db, payment.id)).status).toBe('REMBOURSE_PARTIELLEMENT');
    await ctx.app.jobs.drain();
    expect((await sandboxRow(ctx.db, payment.provider_ref!)).rembourse).toBe(6000);
    const driverNotes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.utilisateur_id, driver.id));
    expect(driverNotes.map((n) => n.type_notif_code)).toContain('RESERVATION_ANNULEE');
  });

  it('the passenger still follows the cancelled booking, its payment and its refund', async () => {
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 3000, inDays: 5 });
    const { passenger, client, payment } = await book(trip, 2);
    const before = await client.get('/api/trajets', {
      query: { 'filter[passager]': String(passenger.id) },
    });
    expect(before.body.data[0].mes_reservations).toEqual([
      expect.objectContaining({ nb_places_reservees: 2, statut: 'CONFIRMEE', montant_paye: 6300 }),
    ]);
    expect((await cancelBooking(client, trip.id, payment.passager_id)).status).toBe(200);

    const trips = await client.get('/api/trajets', {
      query: { 'filter[passager]': String(passenger.id) },
    });
    expect(trips.body.data.map((t: { id: number }) => t.id)).toEqual([trip.id]);
    const [booking] = trips.body.data[0].mes_reservations;
    expect(booking).toMatchObject({
      id: payment.passager_id,
      nb_places_reservees: 2,
      statut: 'ANNULEE',
      montant_paye: 6300,
      paiement_statut: 'REMBOURSE_PARTIELLEMENT',
      rembourse: 6000,
    });
    expect(Date.parse(booking.date_remboursement)).toBeGreaterThan(Date.now() - 60_000);

    const payments = await client.get(`/api/utilisateurs/${passenger.id}/paiements`);
    expect(payments.status).toBe(200);
    expect(payments.body.data).toEqual([
      expect.objectContaining({
        id: payment.id,
        status: 'REMBOURSE_PARTIELLEMENT',
        montant: 6000,
        fees: 300,
        rembourse: 6000,
        date_remboursement: expect.any(String),
      }),
    ]);
    // Someone else sees no booking of theirs on the trip.
    const other = await client.get(`/api/trajets/${trip.id}`);
    expect(other.body.data.mes_reservations).toHaveLength(1);
    const driverView = await ctx.client().withToken(driverToken).get(`/api/trajets/${trip.id}`);
    expect(driverView.body.data.mes_reservations).toEqual([]);
  });

  it('less than 24 h ahead: half of the contribution', async () => {
    const soon = new Date(Date.now() + 5 * 3600_000);
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 3001 });
    await ctx.db.update(trajets).set({ depart_le: soon }).where(eq(trajets.id, trip.id));
    const { client, payment } = await book(trip);
    const response = await cancelBooking(client, trip.id, payment.passager_id);
    expect(response.body.data.rembourse).toBe(1500);
    expect(await balance(ctx.db, 'SEQUESTRE', driver.id)).toBeGreaterThanOrEqual(1501);
  });

  it('refuses cancelling twice and cancelling someone else’s booking', async () => {
    const trip = await createTrip(ctx.db, { driver });
    const mine = await book(trip);
    const theirs = await book(trip);
    const stolen = await cancelBooking(mine.client, trip.id, theirs.payment.passager_id);
    expect(stolen.status).toBe(403);
    expect(stolen.body.errors[0].detail).toBe(bookingTexts.notYourBooking);

    expect((await cancelBooking(mine.client, trip.id, mine.payment.passager_id)).status).toBe(200);
    const rows = (await ledgerRows(ctx.db)).length;
    const twice = await cancelBooking(mine.client, trip.id, mine.payment.passager_id);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].detail).toBe(bookingTexts.alreadyCancelled);
    expect((await ledgerRows(ctx.db)).length).toBe(rows);
  });
});

describe('POST /annulations — driver', () => {
  it('refunds everyone in full, fee included, and deactivates the trip', async () => {
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 2000 });
    const first = await book(trip, 2);
    const second = await book(trip);
    const response = await ctx
      .client()
      .withToken(driverToken)
      .post('/api/annulations', { trajet_id: trip.id }, { as: 'multipart' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      message: bookingTexts.tripCancelled,
      rembourse: 4300 + 2200,
    });
    const [row] = await ctx.db.select().from(trajets).where(eq(trajets.id, trip.id));
    expect(row!.actif).toBe(false);
    expect(row!.nb_places_reservees).toBe(0);
    expect(await balance(ctx.db, 'CARTE', first.passenger.id)).toBe(0);
    expect(await balance(ctx.db, 'CARTE', second.passenger.id)).toBe(0);
    for (const passenger of [first.passenger, second.passenger]) {
      const mails = await ctx.db.select().from(emails).where(eq(emails.recipient, passenger.email));
      expect(mails.map((m) => m.template)).toContain('annulation-trajet');
    }
    expect(await unbalancedMovements(ctx.db)).toEqual([]);

    const again = await ctx
      .client()
      .withToken(driverToken)
      .post('/api/annulations', { trajet_id: trip.id }, { as: 'multipart' });
    expect(again.status).toBe(409);
  });

  it('refuses a trip that is not one’s own', async () => {
    const trip = await createTrip(ctx.db, { driver });
    const { client } = await book(trip);
    const response = await client.post(
      '/api/annulations',
      { trajet_id: trip.id },
      { as: 'multipart' },
    );
    expect(response.status).toBe(403);
    expect(await seatsBooked(ctx.db, trip.id)).toBe(1);
  });
});

describe('the ledger', () => {
  it('cannot be edited or deleted', async () => {
    await expect(ctx.db.update(ecritures).set({ montant: 0 })).rejects.toThrow();
    await expect(ctx.db.delete(ecritures)).rejects.toThrow();
  });
});
