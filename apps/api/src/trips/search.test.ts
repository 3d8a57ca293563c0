import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { recherches } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const inDays = (n: number) => addDays(todayInParis(), n);
const ids = (body: { data: { id: number }[] }) => body.data.map((trip) => trip.id);

async function publish(body: Record<string, string>) {
  const driver = await createUser(ctx.db);
  const client = ctx.client().withToken(await loginAs(ctx.db, driver));
  const response = await client.post('/api/trajets', body, { as: 'multipart' });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

describe('search through stage towns', () => {
  let tripId: number;
  const date = inDays(4);
  beforeAll(async () => {
    tripId = await publish({
      date,
      heure: '07:00',
      adresse_depart: 'Porte d’Orléans, 75014 Paris',
      adresse_arrivee: 'Gare Saint-Jean, 33800 Bordeaux',
      code_commune_depart: '75056',
      code_commune_arrivee: '33063',
      nb_places_proposees: '3',
      is_resa_automatique: '1',
      montant_contribution: '3000',
      villes_etapes: '["37261"]',
      montants_etapes: '[1100]',
    });
  });

  it('finds a Paris → Bordeaux trip via Tours for Paris → Tours at the leg price', async () => {
    const response = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { actif: '1', nom_commune_depart: 'Paris', nom_commune_arrivee: 'Tours' },
    });
    expect(response.status).toBe(200);
    const trip = response.body.data.find((t: { id: number }) => t.id === tripId);
    expect(trip).toMatchObject({
      montant_contribution: 3000,
      troncon: { ville_depart: 'Paris', ville_arrivee: 'Tours', montant_contribution: 1100 },
    });
    expect(trip.distance_depart).toBeLessThan(5);
    expect(trip.distance_arrivee).toBeLessThan(1);
  });

  it('prices Tours → Bordeaux as the rest of the trip, and never the reverse way', async () => {
    const rest = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { from: '37261', to: '33063' },
    });
    expect(rest.body.data.find((t: { id: number }) => t.id === tripId).troncon).toMatchObject({
      ville_depart: 'Tours',
      ville_arrivee: 'Bordeaux',
      montant_contribution: 1900,
    });
    const reverse = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { from: '33063', to: '37261' },
    });
    expect(ids(reverse.body)).not.toContain(tripId);
  });
});

describe('GET /covoiturages/{date}', () => {
  it('finds trips leaving near the searched town, with the ±N label distance', async () => {
    const date = inDays(6);
    const trip = await createTrip(ctx.db, { date, heure: '10:00' });
    // Versailles is about 17 km from the centre of Paris.
    const response = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { from: '78646', to: '69123' },
    });
    const found = response.body.data.find((t: { id: number }) => t.id === trip.id);
    expect(found.distance_depart).toBeGreaterThan(12.5);
    expect(found.distance_depart).toBeLessThan(18.75);
    expect(found.troncon.montant_contribution).toBe(2200);
    const far = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { from: '45234', to: '69123' },
    });
    expect(ids(far.body)).not.toContain(trip.id);
  });

  it('leaves out full, cancelled, unpublished and already gone trips', async () => {
    const today = todayInParis();
    const date = inDays(7);
    const open = await createTrip(ctx.db, { date, nb_places_proposees: 2 });
    const full = await createTrip(ctx.db, { date, nb_places_proposees: 1 });
    await createBooking(ctx.db, { trip: full, seats: 1 });
    const cancelled = await createTrip(ctx.db, { date, actif: false });
    const draft = await createTrip(ctx.db, { date, is_publie: false });
    const response = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { from: 'Paris', to: 'Lyon' },
    });
    expect(ids(response.body)).toEqual([open.id]);

    const gone = await createTrip(ctx.db, { date: today, heure: '00:00' });
    const todays = await ctx.client().get(`/api/covoiturages/${today}`, {
      query: { from: 'Paris', to: 'Lyon' },
    });
    expect(ids(todays.body)).not.toContain(gone.id);
    expect([cancelled.id, draft.id]).not.toContain(response.body.data[0].id);
  });

  it('orders by departure time, then by closeness', async () => {
    const date = inDays(8);
    const late = await createTrip(ctx.db, { date, heure: '18:00' });
    const earlyFar = await createTrip(ctx.db, {
      date,
      heure: '07:00',
      latitude_depart: 48.8049,
      longitude_depart: 2.1204,
    });
    const earlyNear = await createTrip(ctx.db, { date, heure: '07:00' });
    const response = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { from: '75056', to: '69123' },
    });
    expect(ids(response.body)).toEqual([earlyNear.id, earlyFar.id, late.id]);
  });

  it('counts and pages each trip once, through its closest stops, and says the total past the last page', async () => {
    const date = inDays(12);
    // Paris → Lyon via Boulogne-Billancourt: two of its legs (from Paris, from Boulogne) go
    // from near Paris to Lyon; the trip is one result, through its stop closest to Paris.
    const throughBoulogne = (
      await createTrip(ctx.db, {
        date,
        heure: '06:00',
        villes_etapes: [
          {
            nom: 'Boulogne-Billancourt',
            code_commune: '92012',
            latitude: 48.8352,
            longitude: 2.2409,
          },
        ],
        montants_etapes: [300],
      })
    ).id;
    const others = [];
    for (let k = 0; k < 11; k += 1)
      others.push(
        await createTrip(ctx.db, { date, heure: `${String(7 + k).padStart(2, '0')}:00` }),
      );
    const page = (n: number) =>
      ctx.client().get(`/api/covoiturages/${date}`, {
        query: { from: '75056', to: '69123', page: String(n) },
      });

    const first = await page(1);
    expect(first.body.meta).toMatchObject({ total: 12, last_page: 2 });
    expect(ids(first.body)).toEqual([throughBoulogne, ...others.slice(0, 9).map((t) => t.id)]);
    expect(first.body.data[0].troncon).toMatchObject({
      ville_depart: 'Paris',
      ville_arrivee: 'Lyon',
    });
    const second = await page(2);
    expect(ids(second.body)).toEqual(others.slice(9).map((t) => t.id));
    const past = await page(3);
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ total: 12, last_page: 2 });
  });

  it('between two close towns, offers the trips going that way, not the other way (decision 019)', async () => {
    const date = inDays(13);
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const versailles = { latitude: 48.8049, longitude: 2.1204 };
    const towards = await createTrip(ctx.db, {
      date,
      ville_arrivee: 'Versailles',
      code_commune_arrivee: '78646',
      latitude_arrivee: versailles.latitude,
      longitude_arrivee: versailles.longitude,
    });
    const back = await createTrip(ctx.db, {
      date,
      ville_depart: 'Versailles',
      code_commune_depart: '78646',
      latitude_depart: versailles.latitude,
      longitude_depart: versailles.longitude,
      ville_arrivee: 'Paris',
      code_commune_arrivee: '75056',
      latitude_arrivee: paris.latitude,
      longitude_arrivee: paris.longitude,
    });
    const there = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { from: '75056', to: '78646' },
    });
    expect(ids(there.body)).toEqual([towards.id]);
    const home = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { from: '78646', to: '75056' },
    });
    expect(ids(home.body)).toEqual([back.id]);
  });

  it('filters girls only, guys only and automatic booking', async () => {
    const date = inDays(10);
    const man = await createUser(ctx.db, { sexe: 'M' });
    const woman = await createUser(ctx.db, { sexe: 'F' });
    const guys = await createTrip(ctx.db, { driver: man, date, is_resa_automatique: false });
    const girls = await createTrip(ctx.db, { driver: woman, date });
    const mixed = await createTrip(ctx.db, { driver: woman, date });
    await createBooking(ctx.db, {
      trip: mixed,
      passenger: await createUser(ctx.db, { sexe: 'M' }),
    });
    const search = (query: Record<string, string>) =>
      ctx
        .client()
        .get(`/api/covoiturages/${date}`, { query: { from: '75056', to: '69123', ...query } });
    expect(ids((await search({})).body).sort()).toEqual([guys.id, girls.id, mixed.id].sort());
    expect(ids((await search({ sexe: '1' })).body)).toEqual([guys.id]);
    expect(ids((await search({ sexe: '2' })).body)).toEqual([girls.id]);
    expect(ids((await search({ is_resa_automatique: '1' })).body).sort()).toEqual(
      [girls.id, mixed.id].sort(),
    );
  });

  it('logs the first page of each search for the statistics, not the next pages', async () => {
    const date = inDays(11);
    for (let i = 0; i < 11; i += 1) await createTrip(ctx.db, { date, heure: '09:00' });
    await ctx.app.searchLog.flush(); // earlier tests' searches
    const before = (await ctx.db.select().from(recherches)).length;
    const first = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { actif: '1', nom_commune_depart: 'Paris', nom_commune_arrivee: 'Lyon' },
    });
    expect(first.body.meta).toMatchObject({ current_page: 1, last_page: 2, total: 11 });
    const next = await ctx.client().get('/api/trajets', {
      query: {
        'filter[adresse_depart]': 'Paris',
        'filter[adresse_arrivee]': 'Lyon',
        'filter[date]': date,
        'filter[actif]': '1',
        page: '2',
      },
    });
    expect(next.body.data).toHaveLength(1);
    expect(next.body.meta.current_page).toBe(2);
    // The log is written off the request path (trips/search-log.ts): at most a second later.
    await ctx.app.searchLog.flush();
    const logged = await ctx.db
      .select()
      .from(recherches)
      .where(eq(recherches.date_recherchee, date));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      nom_commune_depart: 'Paris',
      nom_commune_arrivee: 'Lyon',
      nb_resultats: 11,
    });
    expect((await ctx.db.select().from(recherches)).length).toBe(before + 1);
  });

  it.each([
    ['a past date', addDays(todayInParis(), -1), { from: 'Paris', to: 'Lyon' }, 422],
    ['a date that is not one', 'demain', { from: 'Paris', to: 'Lyon' }, 422],
    ['an unknown town', inDays(1), { from: 'Paris', to: 'Atlantide' }, 404],
    ['no arrival', inDays(1), { from: 'Paris' }, 422],
  ])('refuses %s in French', async (_label, date, query, status) => {
    const response = await ctx.client().get(`/api/covoiturages/${date}`, { query });
    expect(response.status).toBe(status);
    expect(response.body.errors[0].detail).toMatch(/[a-zé]/);
  });
});

describe('GET /trajets lists', () => {
  it('lists a driver’s active trips for themselves only', async () => {
    const driver = await createUser(ctx.db);
    const active = await createTrip(ctx.db, { driver });
    await createTrip(ctx.db, { driver, actif: false });
    const client = ctx.client().withToken(await loginAs(ctx.db, driver));
    const mine = await client.get('/api/trajets', {
      query: { 'filter[utilisateur_id]': String(driver.id), 'filter[actif]': '1' },
    });
    expect(ids(mine.body)).toEqual([active.id]);
    expect(mine.body.meta).toMatchObject({ total: 1, last_page: 1 });
    const other = ctx.client().withToken(await loginAs(ctx.db, await createUser(ctx.db)));
    const refused = await other.get('/api/trajets', {
      query: { 'filter[utilisateur_id]': String(driver.id) },
    });
    expect(refused.status).toBe(403);
  });

  it('lists the trips a passenger booked', async () => {
    const passenger = await createUser(ctx.db);
    const booked = await createTrip(ctx.db);
    await createTrip(ctx.db);
    const booking = await createBooking(ctx.db, { trip: booked, passenger });
    const client = ctx.client().withToken(await loginAs(ctx.db, passenger));
    const response = await client.get('/api/trajets', {
      query: { 'filter[passager]': String(passenger.id), 'filter[actif]': '1' },
    });
    expect(ids(response.body)).toEqual([booked.id]);
    expect(response.body.data[0].passager_id).toBe(booking.id);
  });

  it('shows first names capitalised, whatever their spelling at sign-up', async () => {
    const driver = await createUser(ctx.db, { prenom: 'camille' });
    const passenger = await createUser(ctx.db, { prenom: 'jean-pierre' });
    const trip = await createTrip(ctx.db, { driver });
    await createBooking(ctx.db, { trip, passenger });
    const response = await ctx.client().get(`/api/trajets/${trip.id}`);
    expect(response.body.data.conducteur.prenom).toBe('Camille');
    expect(response.body.data.passagers.map((p: { prenom: string }) => p.prenom)).toEqual([
      'Jean-Pierre',
    ]);
  });

  it('gives up to 4 random bookable trips for the home page', async () => {
    for (let i = 0; i < 5; i += 1) await createTrip(ctx.db);
    const response = await ctx.client().get('/api/trajets', {
      query: { 'filter[actif]': '1', sort: 'random' },
    });
    expect(response.body.data).toHaveLength(4);
    for (const trip of response.body.data)
      expect(trip.computed.nb_places_disponibles).toBeGreaterThan(0);
  });
});
