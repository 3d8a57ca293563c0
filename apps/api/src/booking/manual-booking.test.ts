import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTexts } from '@bonneroute/shared/booking';
import { emails, notifications } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import { releaseRequest } from './requests.service';
import {
  balance,
  bookingRow,
  pay,
  paymentForm,
  paymentRow,
  sandboxRow,
  seatsBooked,
  createPassenger,
} from './booking-test-helpers';

let ctx: TestContext;
let driver: UserRow;
let driverToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  driver = await createUser(ctx.db, { prenom: 'Denise' });
  driverToken = await loginAs(ctx.db, driver);
});
afterAll(async () => {
  await ctx.close();
});

async function request(trip: { id: number; utilisateur_id: number }, seats = 1) {
  const passenger = await createPassenger(ctx.db);
  const token = await loginAs(ctx.db, passenger);
  const response = await pay(
    ctx.client().withToken(token),
    passenger.id,
    paymentForm(trip, { nb_places: seats }),
  );
  expect(response.status).toBe(200);
  expect(response.body.data.status).toBe('EN_ATTENTE');
  const payment = await paymentRow(ctx.db, response.body.data.id);
  return { passenger, token, payment };
}

const asDriver = () => ctx.client().withToken(driverToken);

describe('manual booking: hold, then the driver answers', () => {
  it('only authorises the card and asks the driver', async () => {
    const trip = await createTrip(ctx.db, { driver, is_resa_automatique: false });
    const { passenger, payment } = await request(trip, 2);
    expect((await bookingRow(ctx.db, payment.passager_id)).statut).toBe('EN_ATTENTE');
    expect(await seatsBooked(ctx.db, trip.id)).toBe(2);
    expect((await sandboxRow(ctx.db, payment.provider_ref!)).etat).toBe('AUTORISE');
    expect(await balance(ctx.db, 'EMPREINTE', passenger.id)).toBe(payment.montant + payment.fees);
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.utilisateur_id, driver.id));
    expect(notes.map((n) => n.type_notif_code)).toContain('DEMANDE_RESERVATION');

    const list = await asDriver().get(`/api/trajets/${trip.id}/demandes`);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: payment.passager_id,
        statut: 'EN_ATTENTE',
        nb_places_reservees: 2,
      }),
    ]);
  });

  it('accepts one request (captured) and refuses another (released)', async () => {
    const trip = await createTrip(ctx.db, { driver, is_resa_automatique: false });
    const accepted = await request(trip);
    const refused = await request(trip);

    const yes = await asDriver().post(`/api/passagers/${accepted.payment.passager_id}/acceptation`);
    expect(yes.status).toBe(200);
    expect((await paymentRow(ctx.db, accepted.payment.id)).status).toBe('PAIEMENT_REUSSI');
    expect((await bookingRow(ctx.db, accepted.payment.passager_id)).statut).toBe('CONFIRMEE');
    expect((await sandboxRow(ctx.db, accepted.payment.provider_ref!)).etat).toBe('CAPTURE');

    const no = await asDriver().post(`/api/passagers/${refused.payment.passager_id}/refus`);
    expect(no.status).toBe(200);
    expect((await paymentRow(ctx.db, refused.payment.id)).status).toBe('ANNULE');
    expect((await bookingRow(ctx.db, refused.payment.passager_id)).statut).toBe('REFUSEE');
    expect(await seatsBooked(ctx.db, trip.id)).toBe(1);
    expect(await balance(ctx.db, 'CARTE', refused.passenger.id)).toBe(0);
    expect(await balance(ctx.db, 'EMPREINTE', refused.passenger.id)).toBe(0);
    await ctx.app.jobs.drain();
    expect((await sandboxRow(ctx.db, refused.payment.provider_ref!)).etat).toBe('ANNULE');

    const told = await ctx.db
      .select()
      .from(emails)
      .where(eq(emails.recipient, refused.passenger.email));
    expect(told.map((m) => m.template)).toContain('reservation-refusee');

    // Answering twice, or someone else answering, changes nothing.
    const again = await asDriver().post(
      `/api/passagers/${refused.payment.passager_id}/acceptation`,
    );
    expect(again.status).toBe(409);
    expect(again.body.errors[0].detail).toBe(bookingTexts.requestNotPending);
    const intruder = await ctx
      .client()
      .withToken(accepted.token)
      .post(`/api/passagers/${accepted.payment.passager_id}/refus`);
    expect(intruder.status).toBe(403);
  });

  it('releases a request left without an answer, on a scheduled job', async () => {
    const trip = await createTrip(ctx.db, { driver, is_resa_automatique: false });
    const { payment } = await request(trip);
    const jobs = await ctx.db.execute<{ key: string; run_at: Date }>(sql`
      SELECT key, run_at FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'demande_expiree'`);
    const job = jobs.rows.find((row) => row.key === `demande-expiree:${payment.passager_id}`);
    expect(job).toBeDefined();
    expect(new Date(job!.run_at).getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);

    await releaseRequest(ctx.app.deps, payment.passager_id, 'expiration');
    expect((await bookingRow(ctx.db, payment.passager_id)).statut).toBe('EXPIREE');
    expect(await seatsBooked(ctx.db, trip.id)).toBe(0);
  });

  it('lists requests only for the trip’s driver', async () => {
    const trip = await createTrip(ctx.db, { driver, is_resa_automatique: false });
    const stranger = await loginAs(ctx.db, await createUser(ctx.db));
    const response = await ctx.client().withToken(stranger).get(`/api/trajets/${trip.id}/demandes`);
    expect(response.status).toBe(403);
  });
});
