import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingListTexts } from '@bonneroute/shared/waiting-list';
import { emails, listesAttente, notifications } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import {
  bookAsNewPassenger,
  cancelBooking,
  createPassenger,
  pay,
  paymentForm,
} from '../booking/booking-test-helpers';
import { closeDepartedLists, offerFreedSeats } from './waiting-list-offers.service';

let ctx: TestContext;
let driver: UserRow;

beforeAll(async () => {
  ctx = await createTestContext();
  driver = await createUser(ctx.db, { prenom: 'Denise' });
});
afterAll(async () => {
  await ctx.close();
});

/** A one-seat trip, booked: full. */
async function fullTrip() {
  const trip = await createTrip(ctx.db, { driver, nb_places_proposees: 1, inDays: 5 });
  const booked = await bookAsNewPassenger(ctx, trip);
  return { trip, booked };
}

async function member() {
  const user = await createPassenger(ctx.db);
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

const join = (client: ReturnType<TestContext['client']>, tripId: number, body = {}) =>
  client.post(`/api/trajets/${tripId}/liste-attente`, { nb_places: 1, ...body });

async function noticesOf(userId: number) {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.utilisateur_id, userId),
        eq(notifications.type_notif_code, 'PLACE_LIBEREE'),
      ),
    );
  return rows;
}

async function mailsTo(email: string) {
  const rows = await ctx.db.select().from(emails).where(eq(emails.recipient, email));
  return rows.filter((row) => row.template === 'liste-attente-place');
}

describe('joining a full trip’s waiting list', () => {
  it('gives my place in line, once however often I ask', async () => {
    const { trip } = await fullTrip();
    const first = await member();
    const second = await member();
    const one = await join(first.client, trip.id);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ statut: 'EN_ATTENTE', rang: 1, nb_places: 1 });
    const again = await join(first.client, trip.id);
    expect(again.body.data.id).toBe(one.body.data.id);
    expect((await join(second.client, trip.id)).body.data.rang).toBe(2);
    const mine = await second.client.get(`/api/trajets/${trip.id}/liste-attente`);
    expect(mine.body.data).toMatchObject({ rang: 2, statut: 'EN_ATTENTE' });
    const stranger = await member();
    expect((await stranger.client.get(`/api/trajets/${trip.id}/liste-attente`)).body.data).toBe(
      null,
    );
  });

  it('refuses a trip with seats left, the driver, the anonymous, a trip gone', async () => {
    const open = await createTrip(ctx.db, { driver, nb_places_proposees: 2 });
    const someone = await member();
    const free = await join(someone.client, open.id);
    expect(free.status).toBe(422);
    expect(free.body.errors[0].detail).toBe(waitingListTexts.seatsLeft);

    const { trip } = await fullTrip();
    const own = await join(ctx.client().withToken(await loginAs(ctx.db, driver)), trip.id);
    expect(own.status).toBe(409);
    expect(own.body.errors[0].detail).toBe(waitingListTexts.ownTrip);
    expect((await join(ctx.client(), trip.id)).status).toBe(401);
    const { booked } = await fullTrip();
    const mine = await join(booked.client, booked.payment.trajet_id);
    expect(mine.status).toBe(409);
    expect(mine.body.errors[0].detail).toBe(waitingListTexts.alreadyBooked);
    expect((await join(someone.client, 999_999)).status).toBe(404);
    const left = await createTrip(ctx.db, { driver, nb_places_proposees: 1, inDays: -1 });
    const gone = await join(someone.client, left.id);
    expect(gone.status).toBe(409);
    expect(gone.body.errors[0].detail).toBe(waitingListTexts.closed);
  });

  it('20 joins at once of one member make one entry; of 20 members, ranks 1 to 20', async () => {
    const { trip } = await fullTrip();
    const one = await member();
    const same = await Promise.all(Array.from({ length: 20 }, () => join(one.client, trip.id)));
    expect(same.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);

    const others = await Promise.all(Array.from({ length: 20 }, () => member()));
    const joined = await Promise.all(others.map((m) => join(m.client, trip.id)));
    expect(joined.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(joined.map((r) => r.body.data.rang).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
  });
});

describe('a seat freed on a full trip', () => {
  it('goes to the first in line for 30 minutes; others cannot take it; the holder books', async () => {
    const { trip, booked } = await fullTrip();
    const first = await member();
    const second = await member();
    await join(first.client, trip.id);
    await join(second.client, trip.id);
    expect((await cancelBooking(booked.client, trip.id, booked.payment.passager_id)).status).toBe(
      200,
    );
    await ctx.app.jobs.drain();

    const mine = await first.client.get(`/api/trajets/${trip.id}/liste-attente`);
    expect(mine.body.data.statut).toBe('PRIORITE');
    const until = new Date(mine.body.data.priorite_jusqu_a).getTime();
    expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(await noticesOf(first.user.id)).toHaveLength(1);
    const [mail] = await mailsTo(first.user.email);
    expect(mail!.text).toContain(`/covoiturage/${trip.id}`);
    expect(await noticesOf(second.user.id)).toHaveLength(0);

    // The second in line, and anyone else, finds the seat held.
    const other = await pay(second.client, second.user.id, paymentForm(trip));
    expect(other.status).toBe(409);
    expect(other.body.errors[0].detail).toBe(waitingListTexts.seatHeld);
    const outsider = await member();
    expect((await pay(outsider.client, outsider.user.id, paymentForm(trip))).status).toBe(409);

    const booking = await pay(first.client, first.user.id, paymentForm(trip));
    expect(booking.status).toBe(200);
    // Booked: off the list, and the second is still waiting, second no more.
    expect((await first.client.get(`/api/trajets/${trip.id}/liste-attente`)).body.data).toBe(null);
    const after = await second.client.get(`/api/trajets/${trip.id}/liste-attente`);
    expect(after.body.data).toMatchObject({ statut: 'EN_ATTENTE', rang: 1 });
  });

  it('claimed by two of the list at once: only the priority holder gets it', async () => {
    const { trip, booked } = await fullTrip();
    const first = await member();
    const second = await member();
    await join(first.client, trip.id);
    await join(second.client, trip.id);
    await cancelBooking(booked.client, trip.id, booked.payment.passager_id);
    await ctx.app.jobs.drain();
    const [a, b] = await Promise.all([
      pay(second.client, second.user.id, paymentForm(trip)),
      pay(first.client, first.user.id, paymentForm(trip)),
    ]);
    expect(b.status).toBe(200);
    expect(a.status).toBe(409);
  });

  it('freed twice at once, it is offered once', async () => {
    const { trip, booked } = await fullTrip();
    const first = await member();
    await join(first.client, trip.id);
    const cancels = await Promise.all([
      cancelBooking(booked.client, trip.id, booked.payment.passager_id),
      cancelBooking(booked.client, trip.id, booked.payment.passager_id),
    ]);
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409]);
    await Promise.all([
      offerFreedSeats(ctx.app.deps, trip.id),
      offerFreedSeats(ctx.app.deps, trip.id),
    ]);
    await ctx.app.jobs.drain();
    expect(await noticesOf(first.user.id)).toHaveLength(1);
    expect(await mailsTo(first.user.email)).toHaveLength(1);
  });

  it('passes to the next in line when the priority ends (its job) or is given up', async () => {
    const { trip, booked } = await fullTrip();
    const [first, second, third] = [await member(), await member(), await member()];
    for (const m of [first, second, third]) await join(m.client, trip.id);
    await cancelBooking(booked.client, trip.id, booked.payment.passager_id);
    await ctx.app.jobs.drain();

    // 30 minutes later: the scheduled end of the priority is due.
    await ctx.db
      .update(listesAttente)
      .set({ priorite_jusqu_a: new Date(Date.now() - 1000) })
      .where(eq(listesAttente.utilisateur_id, first.user.id));
    await ctx.db.execute(sql`
      UPDATE graphile_worker._private_jobs SET run_at = now() - interval '1 second'
       WHERE key = ${`liste-attente:priorite:${(await entryOf(first.user.id)).id}`}`);
    await ctx.app.jobs.drain();
    expect((await entryOf(first.user.id)).statut).toBe('EXPIREE');
    expect(
      (await second.client.get(`/api/trajets/${trip.id}/liste-attente`)).body.data.statut,
    ).toBe('PRIORITE');
    expect(await noticesOf(second.user.id)).toHaveLength(1);

    // The second leaves: the third is told at once.
    expect((await second.client.delete(`/api/trajets/${trip.id}/liste-attente`)).status).toBe(200);
    await ctx.app.jobs.drain();
    expect(
      (await third.client.get(`/api/trajets/${trip.id}/liste-attente`)).body.data,
    ).toMatchObject({ statut: 'PRIORITE', rang: 1 });
    const gone = await second.client.delete(`/api/trajets/${trip.id}/liste-attente`);
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0].detail).toBe(waitingListTexts.notOnList);
  });

  it('the list closes at departure', async () => {
    const { trip } = await fullTrip();
    const someone = await member();
    await join(someone.client, trip.id);
    await closeDepartedLists(ctx.app.deps, new Date(trip.depart_le.getTime() + 60_000));
    expect((await entryOf(someone.user.id)).statut).toBe('EXPIREE');
    expect((await someone.client.get(`/api/trajets/${trip.id}/liste-attente`)).body.data).toBe(
      null,
    );
  });
});

async function entryOf(userId: number) {
  const [row] = await ctx.db
    .select()
    .from(listesAttente)
    .where(eq(listesAttente.utilisateur_id, userId))
    .orderBy(sql`id desc`)
    .limit(1);
  return row!;
}
