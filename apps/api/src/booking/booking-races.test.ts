import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTexts } from '@bonneroute/shared/booking';
import { tripRuleTexts } from '@bonneroute/shared/trips';
import { trajets } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import {
  bookingRow,
  createPassenger,
  ledgerRows,
  pay,
  paymentForm,
  paymentRow,
  processorBookOf,
  seatsBooked,
} from './booking-test-helpers';
import { unbalancedMovements } from '../money/ledger.repository';
import { releaseRequest } from './requests.service';

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

const asDriver = () => ctx.client().withToken(driverToken);

async function pendingRequest() {
  const trip = await createTrip(ctx.db, { driver, is_resa_automatique: false, inDays: 5 });
  const passenger = await createPassenger(ctx.db);
  const client = ctx.client().withToken(await loginAs(ctx.db, passenger));
  const response = await pay(client, passenger.id, paymentForm(trip));
  expect(response.body.data.status).toBe('EN_ATTENTE');
  return { trip, client, payment: await paymentRow(ctx.db, response.body.data.id) };
}

const cancel = (client: ReturnType<TestContext['client']>, tripId: number, bookingId?: number) =>
  client.post(
    '/api/annulations',
    bookingId === undefined ? { trajet_id: tripId } : { trajet_id: tripId, passager_id: bookingId },
    { as: 'multipart' },
  );

/** Our ledger and the processor's book say the same about one payment. */
async function expectBooksAgree(paymentId: number) {
  const { holds } = await processorBookOf(ctx.db, paymentId);
  const ledger = await ctx.db.execute<{ held: number; card: number; refunded: number }>(sql`
    SELECT coalesce(sum(montant) FILTER (WHERE compte = 'EMPREINTE'), 0)::int AS held,
           coalesce(sum(montant) FILTER (WHERE compte = 'CARTE'), 0)::int AS card,
           coalesce(sum(montant) FILTER (WHERE compte = 'CARTE' AND type = 'REMBOURSEMENT'), 0)::int
             AS refunded
      FROM ecritures WHERE paiement_id = ${paymentId}`);
  const { held, card, refunded } = ledger.rows[0]!;
  const hold = holds[0]!;
  expect(held).toBe(hold.etat === 'AUTORISE' ? hold.montant : 0);
  expect(-card - held + refunded).toBe(hold.capture);
  expect(refunded).toBe(hold.rembourse);
}

describe('one booking, one decision at a time', () => {
  it('accept vs cancel at once, 6 times: one decides, the card is captured or released', async () => {
    for (let run = 0; run < 6; run += 1) {
      const { trip, client, payment } = await pendingRequest();
      const [accepted, cancelled] = await Promise.all([
        asDriver().post(`/api/passagers/${payment.passager_id}/acceptation`),
        cancel(client, trip.id, payment.passager_id),
      ]);
      await ctx.app.jobs.drain();
      const { holds, requests } = await processorBookOf(ctx.db, payment.id);
      const captures = requests.filter((r) => r.type === 'CAPTURE' && r.outcome === 'done');
      const booking = await bookingRow(ctx.db, payment.passager_id);
      if (accepted.status === 200) {
        // The acceptance decided: captured once, never released.
        expect(captures).toHaveLength(1);
        expect(holds[0]!.etat).toBe('CAPTURE');
        if (cancelled.status === 200) {
          // A cancellation after the acceptance is one of a confirmed booking: the policy's
          // refund (the contribution; the fee is kept), never a release of the hold.
          expect(cancelled.body.data.rembourse).toBe(payment.montant);
          expect(holds[0]!.rembourse).toBe(payment.montant);
          expect(booking.statut).toBe('ANNULEE');
        } else {
          expect(cancelled.status).toBe(409);
          expect(booking.statut).toBe('CONFIRMEE');
        }
      } else {
        // The cancellation decided: released, never captured.
        expect(accepted.status).toBe(409);
        expect(accepted.body.errors[0].detail).toBe(bookingTexts.requestNotPending);
        expect(cancelled.status).toBe(200);
        expect(cancelled.body.data.rembourse).toBe(0);
        expect(captures).toHaveLength(0);
        expect(holds[0]).toMatchObject({ etat: 'ANNULE', capture: 0, rembourse: 0 });
        expect(booking.statut).toBe('ANNULEE');
      }
      await expectBooksAgree(payment.id);
    }
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
  });

  it('refuse vs cancel at once: exactly one succeeds and the hold is released once', async () => {
    const { trip, client, payment } = await pendingRequest();
    const answers = await Promise.all([
      asDriver().post(`/api/passagers/${payment.passager_id}/refus`),
      cancel(client, trip.id, payment.passager_id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await ctx.app.jobs.drain();
    const { holds, requests } = await processorBookOf(ctx.db, payment.id);
    expect(holds[0]!.etat).toBe('ANNULE');
    expect(requests.filter((r) => r.type === 'ANNULATION')).toHaveLength(1);
    expect(await seatsBooked(ctx.db, trip.id)).toBe(0);
    await expectBooksAgree(payment.id);
  });

  it('accept vs expiry at once: exactly one decides', async () => {
    const { payment } = await pendingRequest();
    const [accepted, expired] = await Promise.all([
      asDriver().post(`/api/passagers/${payment.passager_id}/acceptation`),
      releaseRequest(ctx.app.deps, payment.passager_id, 'expiration'),
    ]);
    expect(accepted.status === 200).toBe(expired === null);
    await ctx.app.jobs.drain();
    await expectBooksAgree(payment.id);
  });
});

describe('cancelling is refused once the trip has left or is done', () => {
  async function bookedTrip() {
    const trip = await createTrip(ctx.db, { driver });
    const passenger = await createPassenger(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, passenger));
    const response = await pay(client, passenger.id, paymentForm(trip));
    expect(response.status).toBe(200);
    return { trip, client, payment: await paymentRow(ctx.db, response.body.data.id) };
  }
  const leave = (tripId: number, values: Partial<typeof trajets.$inferInsert>) =>
    ctx.db.update(trajets).set(values).where(eq(trajets.id, tripId));

  it('after departure: neither the passenger nor the driver, and no money moves', async () => {
    const { trip, client, payment } = await bookedTrip();
    await leave(trip.id, { depart_le: new Date(Date.now() - 3600_000) });
    const rows = (await ledgerRows(ctx.db)).length;
    const byPassenger = await cancel(client, trip.id, payment.passager_id);
    expect(byPassenger.status).toBe(409);
    expect(byPassenger.body.errors[0].detail).toBe(tripRuleTexts.departed);
    const byDriver = await cancel(asDriver(), trip.id);
    expect(byDriver.status).toBe(409);
    expect(byDriver.body.errors[0].detail).toBe(tripRuleTexts.departed);
    expect((await ledgerRows(ctx.db)).length).toBe(rows);
    expect((await bookingRow(ctx.db, payment.passager_id)).statut).toBe('CONFIRMEE');
    const [row] = await ctx.db.select().from(trajets).where(eq(trajets.id, trip.id));
    expect(row!.actif).toBe(true);
  });

  it('on a done trip (its escrow is the driver’s earnings)', async () => {
    const { trip, client, payment } = await bookedTrip();
    await leave(trip.id, { is_effectue: true });
    const byPassenger = await cancel(client, trip.id, payment.passager_id);
    expect(byPassenger.status).toBe(409);
    expect(byPassenger.body.errors[0].detail).toBe(tripRuleTexts.done);
    const byDriver = await cancel(asDriver(), trip.id);
    expect(byDriver.body.errors[0].detail).toBe(tripRuleTexts.done);
  });

  it('no seat change after departure', async () => {
    const trip = await createTrip(ctx.db, { driver, inDays: 0, heure: '00:00' });
    await leave(trip.id, { depart_le: new Date(Date.now() - 60_000) });
    const response = await asDriver().put(`/api/trajets/${trip.id}`, { nb_places_proposees: 2 });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].detail).toBe(tripRuleTexts.notEditableDeparted);
  });

  it('no acceptance after departure', async () => {
    const { trip, payment } = await pendingRequest();
    await leave(trip.id, { depart_le: new Date(Date.now() - 60_000) });
    const response = await asDriver().post(`/api/passagers/${payment.passager_id}/acceptation`);
    expect(response.status).toBe(409);
    expect(response.body.errors[0].detail).toBe(bookingTexts.requestTooLate);
  });
});
