import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { telephones } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DRIVER_PHONE = '+33612345678';

async function driverWithPhone(verified: boolean) {
  const driver = await createUser(ctx.db);
  await ctx.db.insert(telephones).values({
    utilisateur_id: driver.id,
    numero: DRIVER_PHONE,
    verifie_le: verified ? new Date() : null,
  });
  return driver;
}

async function tripSeenBy(tripId: number, viewer?: { id: number }) {
  const client = viewer ? ctx.client().withToken(await loginAs(ctx.db, viewer)) : ctx.client();
  const response = await client.get(`/api/trajets/${tripId}`);
  expect(response.status).toBe(200);
  return response.body.data as { telephone_conducteur: string | null };
}

describe('the trip page gives the driver’s phone to a confirmed passenger only', () => {
  it('a confirmed passenger gets it; a visitor, another member, a pending or cancelled passenger do not', async () => {
    const driver = await driverWithPhone(true);
    const trip = await createTrip(ctx.db, { driver, is_resa_automatique: false });
    const confirmed = await createUser(ctx.db);
    await createBooking(ctx.db, { trip, passenger: confirmed });
    const pending = await createUser(ctx.db);
    await createBooking(ctx.db, { trip, passenger: pending, statut: 'EN_ATTENTE' });
    const cancelled = await createUser(ctx.db);
    await createBooking(ctx.db, { trip, passenger: cancelled, statut: 'ANNULEE' });

    expect((await tripSeenBy(trip.id, confirmed)).telephone_conducteur).toBe(DRIVER_PHONE);
    expect((await tripSeenBy(trip.id)).telephone_conducteur).toBeNull();
    expect((await tripSeenBy(trip.id, await createUser(ctx.db))).telephone_conducteur).toBeNull();
    expect((await tripSeenBy(trip.id, pending)).telephone_conducteur).toBeNull();
    expect((await tripSeenBy(trip.id, cancelled)).telephone_conducteur).toBeNull();
  });

  it('never in a list, and never an unverified number', async () => {
    const unverified = await driverWithPhone(false);
    const trip = await createTrip(ctx.db, { driver: unverified });
    const passenger = await createUser(ctx.db);
    await createBooking(ctx.db, { trip, passenger });
    expect((await tripSeenBy(trip.id, passenger)).telephone_conducteur).toBeNull();

    const verified = await driverWithPhone(true);
    const other = await createTrip(ctx.db, { driver: verified });
    await createBooking(ctx.db, { trip: other, passenger });
    const client = ctx.client().withToken(await loginAs(ctx.db, passenger));
    const list = await client.get('/api/trajets', {
      query: { 'filter[passager]': String(passenger.id), 'filter[actif]': '1' },
    });
    expect(list.status).toBe(200);
    for (const row of list.body.data as { telephone_conducteur: string | null }[])
      expect(row.telephone_conducteur).toBeNull();
  });
});

describe('My trips: upcoming first (soonest first), then past ones (latest first)', () => {
  it('orders the driver’s and the passenger’s lists alike', async () => {
    const driver = await createUser(ctx.db);
    const passenger = await createUser(ctx.db);
    const today = todayInParis();
    // Made out of order on purpose: the list must not follow the ids.
    const made = {
      pastOld: await createTrip(ctx.db, { driver, date: addDays(today, -20) }),
      soon: await createTrip(ctx.db, { driver, date: addDays(today, 2) }),
      pastRecent: await createTrip(ctx.db, { driver, date: addDays(today, -1) }),
      later: await createTrip(ctx.db, { driver, date: addDays(today, 9) }),
    };
    for (const trip of Object.values(made)) await createBooking(ctx.db, { trip, passenger });
    const expected = [made.soon.id, made.later.id, made.pastRecent.id, made.pastOld.id];

    const asDriver = ctx.client().withToken(await loginAs(ctx.db, driver));
    const mine = await asDriver.get('/api/trajets', {
      query: { 'filter[utilisateur_id]': String(driver.id), 'filter[actif]': '1' },
    });
    expect((mine.body.data as { id: number }[]).map((t) => t.id)).toEqual(expected);

    const asPassenger = ctx.client().withToken(await loginAs(ctx.db, passenger));
    const booked = await asPassenger.get('/api/trajets', {
      query: { 'filter[passager]': String(passenger.id), 'filter[actif]': '1' },
    });
    expect((booked.body.data as { id: number }[]).map((t) => t.id)).toEqual(expected);
  });
});

describe('the trip page gives its driver the confirmed passengers’ phones', () => {
  it('the driver reads a confirmed passenger’s verified phone; nobody else does, nor for others', async () => {
    const driver = await createUser(ctx.db);
    const trip = await createTrip(ctx.db, {
      driver,
      is_resa_automatique: false,
      nb_places_proposees: 4,
    });
    const confirmed = await driverWithPhone(true);
    await createBooking(ctx.db, { trip, passenger: confirmed });
    const pending = await driverWithPhone(true);
    await createBooking(ctx.db, { trip, passenger: pending, statut: 'EN_ATTENTE' });
    const unverified = await driverWithPhone(false);
    await createBooking(ctx.db, { trip, passenger: unverified });

    const phonesSeenBy = async (viewer?: { id: number }) => {
      const client = viewer ? ctx.client().withToken(await loginAs(ctx.db, viewer)) : ctx.client();
      const response = await client.get(`/api/trajets/${trip.id}`);
      expect(response.status).toBe(200);
      const passengers = response.body.data.passagers as { id: number; telephone: string | null }[];
      return Object.fromEntries(passengers.map((p) => [p.id, p.telephone]));
    };
    expect(await phonesSeenBy(driver)).toEqual({
      [confirmed.id]: DRIVER_PHONE,
      [pending.id]: null,
      [unverified.id]: null,
    });
    for (const viewer of [undefined, confirmed, await createUser(ctx.db)])
      expect(Object.values(await phonesSeenBy(viewer)).every((phone) => phone === null)).toBe(true);
  });
});
