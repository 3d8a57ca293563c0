import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import { paiements, passagers } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, loginAs } from '../test/factories';
import { balance, pay, paymentForm, seatsBooked, createPassenger } from './booking-test-helpers';
import { unbalancedMovements } from '../money/ledger.repository';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('no overbooking, ever', () => {
  it('100 concurrent bookings of 1–2 seats on a 3-seat trip', async () => {
    const trip = await createTrip(ctx.db, { nb_places_proposees: 3, montant_contribution: 1500 });
    const buyers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const user = await createPassenger(ctx.db);
        return { user, token: await loginAs(ctx.db, user), seats: (i % 2) + 1 };
      }),
    );
    const responses = await Promise.all(
      buyers.map(({ user, token, seats }) =>
        pay(
          ctx.client().withToken(token),
          user.id,
          paymentForm(trip, { nb_places: seats, numero: TEST_CARDS.success }),
        ).then((response) => ({ response, user, seats })),
      ),
    );

    const won = responses.filter(({ response }) => response.status === 200);
    const lost = responses.filter(({ response }) => response.status !== 200);
    const seatsWon = won.reduce((total, { seats }) => total + seats, 0);
    expect(seatsWon).toBeLessThanOrEqual(3);
    expect(seatsWon).toBeGreaterThanOrEqual(2);
    expect(await seatsBooked(ctx.db, trip.id)).toBe(seatsWon);

    // Every refusal is a clean French 409 and charged nothing.
    for (const { response, user } of lost) {
      expect(response.status).toBe(409);
      expect(response.body.errors[0].detail).toMatch(/places/);
      expect(await balance(ctx.db, 'CARTE', user.id)).toBe(0);
    }
    const confirmed = await ctx.db
      .select({ seats: sql<number>`coalesce(sum(${passagers.nb_places_reservees}), 0)::int` })
      .from(passagers)
      .where(and(eq(passagers.trajet_id, trip.id), eq(passagers.statut, 'CONFIRMEE')));
    expect(confirmed[0]!.seats).toBe(seatsWon);

    // The ledger balances: every movement sums to zero, cards paid what the escrow and fees got.
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
    const paid = await ctx.db.select().from(paiements).where(eq(paiements.trajet_id, trip.id));
    const charged = paid.reduce((total, p) => total + p.montant + p.fees, 0);
    expect((await balance(ctx.db, 'SEQUESTRE')) + (await balance(ctx.db, 'FRAIS'))).toBe(charged);
    expect(await balance(ctx.db, 'CARTE')).toBe(-charged);
  });
});
