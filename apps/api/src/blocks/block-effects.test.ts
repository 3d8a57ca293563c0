import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTexts } from '@bonneroute/shared/blocks';
import { CHAT_MESSAGE_EVENT, chatChannel } from '@bonneroute/shared/realtime';
import { paiements, passagers } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import { connectSocket, portOf } from '../test/socket-client';
import { createPassenger, pay, paymentForm } from '../booking/booking-test-helpers';
import { review, travelledTrip } from '../reviews/review-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.close();
});

const clientOf = async (user: UserRow) => ctx.client().withToken(await loginAs(ctx.db, user));
const block = async (blocker: UserRow, blocked: UserRow) =>
  (await clientOf(blocker)).post(`/api/utilisateurs/${blocker.id}/blocages`, {
    utilisateur_id: blocked.id,
  });

async function bookingsOf(tripId: number, userId: number) {
  return ctx.db
    .select({ statut: passagers.statut })
    .from(passagers)
    .where(and(eq(passagers.trajet_id, tripId), eq(passagers.utilisateur_id, userId)));
}

describe('booking between members kept apart', () => {
  it('refuses booking the trip of a member one blocked, or who blocked one, in French', async () => {
    const [driver, passenger, other] = [
      await createUser(ctx.db),
      await createPassenger(ctx.db),
      await createPassenger(ctx.db),
    ];
    const trip = await createTrip(ctx.db, { driver, inDays: 5 });
    await block(passenger, driver);
    await block(driver, other);
    for (const user of [passenger, other]) {
      const response = await pay(await clientOf(user), user.id, paymentForm(trip));
      expect(response.status).toBe(403);
      expect(response.body.errors[0].detail).toBe(blockTexts.bookingRefused);
      expect(await bookingsOf(trip.id, user.id)).toEqual([]);
    }
    const [payments] = await ctx.db
      .select({ id: paiements.id })
      .from(paiements)
      .where(eq(paiements.trajet_id, trip.id));
    expect(payments).toBeUndefined();
  });

  it('a block landing during a booking: the booking is made whole before, or refused', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      const driver = await createUser(ctx.db);
      const passenger = await createPassenger(ctx.db);
      const trip = await createTrip(ctx.db, { driver, inDays: 5 });
      const client = await clientOf(passenger);
      const driverClient = await clientOf(driver);
      const [booked, blocked] = await Promise.all([
        pay(client, passenger.id, paymentForm(trip)),
        driverClient.post(`/api/utilisateurs/${driver.id}/blocages`, {
          utilisateur_id: passenger.id,
        }),
      ]);
      expect(blocked.status).toBe(201);
      const rows = await bookingsOf(trip.id, passenger.id);
      if (booked.status === 403) {
        expect(booked.body.errors[0].detail).toBe(blockTexts.bookingRefused);
        expect(rows).toEqual([]);
        outcomes.push('refusée');
      } else {
        expect(booked.status).toBe(200);
        expect(rows).toEqual([{ statut: 'CONFIRMEE' }]);
        outcomes.push('faite');
      }
      // Once the block is there, a second booking is refused.
      const again = await pay(client, passenger.id, paymentForm(trip));
      expect(again.status).toBe(403);
    }
    expect(outcomes).toHaveLength(8);
  });
});

describe('reviews between members kept apart', () => {
  it('refuses a review to or from a member one blocked', async () => {
    const { trip, driver, passengers } = await travelledTrip(ctx, { passengers: 2 });
    const [first, second] = passengers as [(typeof passengers)[0], (typeof passengers)[0]];
    await block(driver.user, first.user);
    const refused = await review(first.client, {
      trajet_id: trip.id,
      cible_id: driver.user.id,
      note: 5,
      commentaire: 'Très bien.',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].detail).toBe(blockTexts.reviewRefused);
    const back = await review(driver.client, {
      trajet_id: trip.id,
      cible_id: first.user.id,
      note: 5,
      commentaire: 'Très bien.',
    });
    expect(back.status).toBe(403);
    const fine = await review(second.client, {
      trajet_id: trip.id,
      cible_id: driver.user.id,
      note: 5,
      commentaire: 'Très bien.',
    });
    expect(fine.status).toBe(201);
  });
});

describe('live trip chat', () => {
  it('does not deliver a blocked member’s messages to the blocker’s socket', async () => {
    const [driver, pest, other] = [
      await createUser(ctx.db),
      await createUser(ctx.db),
      await createUser(ctx.db),
    ];
    const trip = await createTrip(ctx.db, { driver });
    await createBooking(ctx.db, { trip, passenger: pest });
    await createBooking(ctx.db, { trip, passenger: other });
    await block(driver, pest);
    const channel = chatChannel(trip.id);
    const sockets = await Promise.all(
      [driver, other].map(async (user) => {
        const socket = await connectSocket(portOf(ctx.app.server), await loginAs(ctx.db, user));
        socket.send({ type: 'subscribe', channel });
        await socket.waitFor((m) => m.type === 'subscribed');
        return socket;
      }),
    );
    const [driverSocket, otherSocket] = sockets as [(typeof sockets)[0], (typeof sockets)[0]];
    const url = `/api/message-chat-covoiturage/${trip.id}`;
    await (await clientOf(pest)).post(url, { texte: 'Tu es là ?' });
    await (await clientOf(other)).post(url, { texte: 'Oui' });
    await driverSocket.waitFor((m) => m.type === 'event');
    await otherSocket.waitFor(
      (m) => m.type === 'event' && (m.data as { text: string }).text === 'Oui',
    );
    const texts = (socket: (typeof sockets)[0]) =>
      socket
        .events()
        .filter((m) => m.type === 'event' && m.event === CHAT_MESSAGE_EVENT)
        .map((m) => (m as { data: { text: string } }).data.text);
    expect(texts(driverSocket)).toEqual(['Oui']);
    expect(texts(otherSocket)).toEqual(['Tu es là ?', 'Oui']);
    for (const socket of sockets) socket.close();
  });
});
