import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTexts } from '@bonneroute/shared/booking';
import { passagers } from '../db/schema';
import { brokenMoneyPromises } from '../money/money-invariants.repository';
import { unbalancedMovements } from '../money/ledger.repository';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createUser, loginAs } from '../test/factories';
import {
  balance,
  bookingRow,
  cancelBooking,
  createPassenger,
  createTripViaLyon,
  ledgerRows,
  legSeats,
  pay,
  paymentForm,
  paymentRow,
  seatsBooked,
} from './booking-test-helpers';
import { releaseRequest } from './requests.service';

// docs/product/booking-and-money.md#seats-per-leg, docs/decisions/028-seats-per-leg.md.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const LEGS = ['0-1', '1-2', '0-2'] as const;
/** The elementary legs each leg covers (Paris → Lyon is 0, Lyon → Marseille is 1). */
const PARTS: Record<(typeof LEGS)[number], number[]> = { '0-1': [0], '1-2': [1], '0-2': [0, 1] };

async function buyer() {
  const user = await createPassenger(ctx.db);
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

describe('seats sold per leg', () => {
  it('24 buyers at once on overlapping legs of a 2-seat trip: no leg overbooked, every free seat sold', async () => {
    const trip = await createTripViaLyon(ctx.db, { nb_places_proposees: 2 });
    // One seat Paris → Lyon sold already: the whole route has 1 seat left, Lyon → Marseille 2.
    await createBooking(ctx.db, { trip, leg: { depart: 0, arrivee: 1 } });
    const buyers = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => ({ ...(await buyer()), leg: LEGS[i % 3]! })),
    );
    const responses = await Promise.all(
      buyers.map(async (b) => ({
        ...b,
        response: await pay(b.client, b.user.id, paymentForm(trip, { troncon: b.leg })),
      })),
    );
    const won = responses.filter((r) => r.response.status === 200);
    const lost = responses.filter((r) => r.response.status !== 200);
    for (const { response, user } of lost) {
      expect(response.status).toBe(409);
      expect(response.body.errors[0].detail).toBe(bookingTexts.notEnoughSeats);
      expect(await balance(ctx.db, 'CARTE', user.id)).toBe(0);
    }
    // No elementary leg holds more than the 2 seats; each is full (buyers wanted both).
    const held = [0, 1].map(
      (part) => won.filter((w) => PARTS[w.leg].includes(part)).length + (part === 0 ? 1 : 0),
    );
    expect(held).toEqual([2, 2]);
    // Every free seat sold: a loser's leg has no seat left.
    const left = await legSeats(ctx.db, trip.id);
    expect(left).toEqual({ '0-1': 0, '1-2': 0, '0-2': 0 });
    for (const { leg } of lost) expect(left[leg]).toBe(0);
    expect(await seatsBooked(ctx.db, trip.id)).toBe(2);
    await ctx.app.jobs.drain();
    // Each winner's booking holds exactly its leg; money and seats invariants hold.
    for (const { response, leg } of won) {
      const payment = await paymentRow(ctx.db, response.body.data.id);
      const row = await bookingRow(ctx.db, payment.passager_id);
      expect(row.statut).toBe('CONFIRMEE');
      const whole = leg === '0-2';
      expect([row.pos_depart, row.pos_arrivee]).toEqual(
        whole ? [null, null] : leg.split('-').map(Number),
      );
    }
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
    expect(await brokenMoneyPromises(ctx.db)).toEqual([]);
  });

  it('sells Lyon → Marseille on a trip whose Paris → Lyon seats are sold, at the leg price', async () => {
    const trip = await createTripViaLyon(ctx.db, { nb_places_proposees: 3 });
    await createBooking(ctx.db, { trip, seats: 3, leg: { depart: 0, arrivee: 1 } });
    expect(await legSeats(ctx.db, trip.id)).toEqual({ '0-1': 0, '0-2': 0, '1-2': 3 });
    const { user, client } = await buyer();
    const whole = await pay(client, user.id, paymentForm(trip));
    expect(whole.status).toBe(409);
    const response = await pay(
      client,
      user.id,
      paymentForm(trip, { troncon: '1-2', nb_places: 2 }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data.montant).toBe(2 * 1800);
    expect(await legSeats(ctx.db, trip.id)).toEqual({ '0-1': 0, '0-2': 0, '1-2': 1 });
    // The whole route's figure stays the most held on any part.
    expect(await seatsBooked(ctx.db, trip.id)).toBe(3);
    expect(await brokenMoneyPromises(ctx.db)).toEqual([]);
  });

  it('cancelling a leg frees only it, and refunds once', async () => {
    const trip = await createTripViaLyon(ctx.db, { nb_places_proposees: 2 });
    const first = await buyer();
    const paid = await pay(
      first.client,
      first.user.id,
      paymentForm(trip, { troncon: '0-1', nb_places: 2 }),
    );
    expect(paid.status).toBe(200);
    await createBooking(ctx.db, { trip, seats: 2, leg: { depart: 1, arrivee: 2 } });
    expect(await legSeats(ctx.db, trip.id)).toEqual({ '0-1': 0, '0-2': 0, '1-2': 0 });
    const payment = await paymentRow(ctx.db, paid.body.data.id);
    const [cancelled, again] = await Promise.all([
      cancelBooking(first.client, trip.id, payment.passager_id),
      cancelBooking(first.client, trip.id, payment.passager_id),
    ]);
    expect([cancelled.status, again.status].sort()).toEqual([200, 409]);
    await ctx.app.jobs.drain();
    expect(await legSeats(ctx.db, trip.id)).toEqual({ '0-1': 2, '0-2': 0, '1-2': 0 });
    expect(await seatsBooked(ctx.db, trip.id)).toBe(2);
    const refunds = (await ledgerRows(ctx.db)).filter(
      (row) =>
        row.paiement_id === payment.id && row.compte === 'CARTE' && row.type === 'REMBOURSEMENT',
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.montant).toBeGreaterThan(0);
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
    expect(await brokenMoneyPromises(ctx.db)).toEqual([]);
  });

  it('a request on a leg holds it; its expiry frees it, its acceptance keeps it', async () => {
    const driver = await createUser(ctx.db);
    const trip = await createTripViaLyon(ctx.db, {
      driver,
      nb_places_proposees: 1,
      is_resa_automatique: false,
    });
    const a = await buyer();
    const b = await buyer();
    const first = await pay(a.client, a.user.id, paymentForm(trip, { troncon: '0-1' }));
    const second = await pay(b.client, b.user.id, paymentForm(trip, { troncon: '1-2' }));
    expect([first.body.data.status, second.body.data.status]).toEqual(['EN_ATTENTE', 'EN_ATTENTE']);
    expect(await legSeats(ctx.db, trip.id)).toEqual({ '0-1': 0, '0-2': 0, '1-2': 0 });
    const expired = await paymentRow(ctx.db, first.body.data.id);
    await releaseRequest(ctx.app.deps, expired.passager_id, 'expiration');
    expect(await legSeats(ctx.db, trip.id)).toEqual({ '0-1': 1, '0-2': 0, '1-2': 0 });
    const accepted = await paymentRow(ctx.db, second.body.data.id);
    const asDriver = ctx.client().withToken(await loginAs(ctx.db, driver));
    const answer = await asDriver.post(`/api/passagers/${accepted.passager_id}/acceptation`);
    expect(answer.status).toBe(200);
    await ctx.app.jobs.drain();
    const [booking] = await ctx.db
      .select()
      .from(passagers)
      .where(eq(passagers.id, accepted.passager_id));
    expect(booking!.statut).toBe('CONFIRMEE');
    expect(await legSeats(ctx.db, trip.id)).toEqual({ '0-1': 1, '0-2': 0, '1-2': 0 });
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
    expect(await brokenMoneyPromises(ctx.db)).toEqual([]);
  });
});
