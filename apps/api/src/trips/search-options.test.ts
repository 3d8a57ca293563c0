import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { documents } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const inDays = (n: number) => addDays(todayInParis(), n);
const ids = (body: { data: { id: number }[] }) => body.data.map((trip) => trip.id);
const search = (date: string, query: Record<string, string> = {}) =>
  ctx
    .client()
    .get(`/api/covoiturages/${date}`, { query: { from: '75056', to: '69123', ...query } });

describe('search orders and filters (docs/product/trips-and-search.md Results)', () => {
  const date = inDays(20);
  let early: number, cheap: number, short: number, full: number, verified: number;
  beforeAll(async () => {
    early = (await createTrip(ctx.db, { date, heure: '05:30', montant_contribution: 2600 })).id;
    cheap = (await createTrip(ctx.db, { date, heure: '09:00', montant_contribution: 1800 })).id;
    short = (
      await createTrip(ctx.db, {
        date,
        heure: '13:15',
        montant_contribution: 2400,
        duree_secondes: 14_000,
      })
    ).id;
    const fullTrip = await createTrip(ctx.db, {
      date,
      heure: '19:00',
      montant_contribution: 2000,
      nb_places_proposees: 3,
    });
    await createBooking(ctx.db, { trip: fullTrip, seats: 2 });
    full = fullTrip.id;
    const driver = await createUser(ctx.db);
    await ctx.db.insert(documents).values({
      utilisateur_id: driver.id,
      type_doc_code: 'CNI',
      fichier: 'cni.pdf',
      mimetype: 'application/pdf',
      is_verifie: true,
      verifie_le: new Date(),
    });
    verified = (
      await createTrip(ctx.db, { date, heure: '21:00', montant_contribution: 2500, driver })
    ).id;
  });

  it('orders by departure time by default, by price or by the shortest trip on demand', async () => {
    expect(ids((await search(date)).body)).toEqual([early, cheap, short, full, verified]);
    expect(ids((await search(date, { tri: 'prix' })).body)).toEqual([
      cheap,
      full,
      short,
      verified,
      early,
    ]);
    const shortest = await search(date, { tri: 'duree' });
    expect(ids(shortest.body)[0]).toBe(short);
    expect(shortest.body.meta.total).toBe(5);
  });

  it('keeps the departure time range, the seats and the verified drivers asked for', async () => {
    expect(ids((await search(date, { plage: 'nuit' })).body)).toEqual([early]);
    expect(ids((await search(date, { plage: 'matin' })).body)).toEqual([cheap]);
    expect(ids((await search(date, { plage: 'apres-midi' })).body)).toEqual([short]);
    expect(ids((await search(date, { plage: 'soir' })).body)).toEqual([full, verified]);
    const twoSeats = await search(date, { places: '2' });
    expect(ids(twoSeats.body)).toEqual([early, cheap, short, verified]);
    expect(ids((await search(date, { profil_verifie: '1' })).body)).toEqual([verified]);
  });

  it('applies the same filters on the next pages (GET /trajets)', async () => {
    const response = await ctx.client().get('/api/trajets', {
      query: {
        'filter[adresse_depart]': '75056',
        'filter[adresse_arrivee]': '69123',
        'filter[date]': date,
        'filter[tri]': 'prix',
        'filter[plage]': 'soir',
        page: '1',
      },
    });
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([full, verified]);
  });

  it('refuses unknown orders, ranges and seat counts in French', async () => {
    const queries: Record<string, string>[] = [
      { tri: 'hasard' },
      { plage: 'midi' },
      { places: '5' },
    ];
    for (const query of queries) {
      const response = await search(date, query);
      expect(response.status).toBe(422);
      expect(response.body.errors[0].detail).toMatch(/doit/);
    }
  });
});

describe('GET /covoiturages/{date}/jours-proches', () => {
  const date = inDays(40);
  const nearby = (query: Record<string, string>, day = date) =>
    ctx.client().get(`/api/covoiturages/${day}/jours-proches`, { query });

  beforeAll(async () => {
    for (const [offset, count] of [
      [-20, 1],
      [-3, 2],
      [-1, 1],
      [2, 4],
      [5, 1],
      [9, 1],
      [12, 1],
      [15, 3],
    ] as const)
      for (let i = 0; i < count; i++)
        await createTrip(ctx.db, { date: addDays(date, offset), heure: `1${i}:00` });
    // Meaux (about 41 km from Paris) → Lyon: beyond the search's 37.5 km, within the nearby ring.
    await createTrip(ctx.db, {
      date,
      heure: '08:00',
      ville_depart: 'Meaux',
      code_commune_depart: '77284',
      adresse_depart: 'Gare, 77100 Meaux',
      latitude_depart: 48.9601,
      longitude_depart: 2.8788,
    });
  });

  it('gives the nearest days with trips on each side, with their counts', async () => {
    const response = await nearby({ from: 'Paris', to: 'Lyon' });
    expect(response.status).toBe(200);
    expect(response.body.data.jours).toEqual([
      { date: addDays(date, -3), nb_trajets: 2 },
      { date: addDays(date, -1), nb_trajets: 1 },
      { date: addDays(date, 2), nb_trajets: 4 },
      { date: addDays(date, 5), nb_trajets: 1 },
      { date: addDays(date, 9), nb_trajets: 1 },
    ]);
    const empty = await search(date);
    expect(empty.body.data).toEqual([]);
  });

  it('gives the day’s trips from a nearby town with its distance', async () => {
    const response = await nearby({ from: 'Paris', to: 'Lyon' });
    const [trip] = response.body.data.proches;
    expect(response.body.data.proches).toHaveLength(1);
    expect(trip.ville_depart).toBe('Meaux');
    expect(trip.distance_depart).toBeGreaterThan(37.5);
    expect(trip.distance_depart).toBeLessThan(50);
  });

  it('counts only trips with the seats asked for', async () => {
    const response = await nearby({ from: '75056', to: '69123', places: '4' });
    expect(response.body.data.jours).toEqual([]);
  });

  it('answers bad input with a French 4xx', async () => {
    const noTowns = await nearby({ from: 'Paris' });
    expect(noTowns.status).toBe(422);
    expect(noTowns.body.errors[0].detail).toBe(
      'Indiquez une ville de départ et une ville d’arrivée.',
    );
    const past = await nearby({ from: 'Paris', to: 'Lyon' }, addDays(todayInParis(), -1));
    expect(past.status).toBe(422);
    expect(past.body.errors[0].detail).toBe('La date du trajet ne peut pas être passée.');
    const badDate = await nearby({ from: 'Paris', to: 'Lyon' }, '2026-02-30');
    expect(badDate.status).toBe(422);
    const unknown = await nearby({ from: 'Zzzzqx', to: 'Lyon' });
    expect(unknown.status).toBe(404);
  });
});
