import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adresses } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const suggest = (q: string, query: Record<string, string> = {}) =>
  ctx.client().get('/api/adresses/suggestions', { query: { q, ...query } });

describe('GET /api/adresses/suggestions (docs/product/geography-and-prices.md)', () => {
  it('proposes Saint-Étienne first for "st etie", with docs/product’s label', async () => {
    const response = await suggest('st etie');
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(7);
    expect(response.body.data[0]).toMatchObject({
      type: 'municipality',
      name: 'Saint-Étienne',
      city: 'Saint-Étienne',
      citycode: '42218',
      postcode: '42000',
      label: 'Saint-Étienne, 42000, France',
      context: '42, Loire, Auvergne-Rhône-Alpes',
      slug: 'saint-etienne',
      coordonnees_estimees: false,
    });
  });

  it('cuts labels to 60 characters and honours the limit', async () => {
    const response = await suggest('saint', { limit: '20' });
    expect(response.body.data).toHaveLength(20);
    const long = await suggest('saint-remy-en-bouzemont');
    for (const suggestion of [...response.body.data, ...long.body.data])
      expect([...suggestion.label].length).toBeLessThanOrEqual(60);
  });

  it('turns 75000 into Paris 75001', async () => {
    const response = await suggest('75000');
    expect(response.body.data).toEqual([
      expect.objectContaining({ name: 'Paris', postcode: '75001', label: 'Paris, 75001, France' }),
    ]);
  });

  it('answers bad input with an empty list or a French 422, never a 500', async () => {
    expect((await suggest('p')).body).toEqual({ data: [] });
    expect((await suggest('')).body).toEqual({ data: [] });
    expect((await suggest("'; DROP TABLE adresses; --")).status).toBe(200);
    expect((await suggest('<script>alert(1)</script>')).body).toEqual({ data: [] });
    const huge = await suggest('a'.repeat(10_000));
    expect(huge.status).toBe(422);
    expect(huge.body.errors[0].detail).toMatch(/200 caractères/);
    const badLimit = await suggest('paris', { limit: '500' });
    expect(badLimit.status).toBe(422);
    const badType = await suggest('paris', { type: 'planete' });
    expect(badType.status).toBe(422);
  });

  it('searches the addresses already used in a commune, most used first', async () => {
    await ctx.db.insert(adresses).values([
      { complete: 'Gare Saint-Jean', code_commune: '33063', nb_usages: 3 },
      { complete: 'Place de la Gare', code_commune: '33063', nb_usages: 9 },
      { complete: 'Gare de Brest', code_commune: '29019', nb_usages: 50 },
    ]);
    const response = await suggest('gare', { type: 'address', citycode: '33063' });
    expect(response.body.data.map((s: { name: string }) => s.name)).toEqual([
      'Place de la Gare',
      'Gare Saint-Jean',
    ]);
    expect(response.body.data[0]).toMatchObject({
      type: 'address',
      label: 'Place de la Gare, 33000 Bordeaux',
      citycode: '33063',
      adresse_id: expect.any(Number),
    });
    // docs/product/geography-and-prices.md: precise address search starts beyond 3 characters.
    expect((await suggest('gar', { type: 'address', citycode: '33063' })).body.data).toEqual([]);
  });
});

describe('GET /api/adresses (docs/product/geography-and-prices.md)', () => {
  it('lists a commune’s addresses by usage', async () => {
    const response = await ctx.client().get('/api/adresses', {
      query: { 'filter[code_commune]': '33063', sort: '-nb_usages', limit: '5' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.map((a: { complete: string }) => a.complete)).toEqual([
      'Place de la Gare',
      'Gare Saint-Jean',
    ]);
    expect(response.body.meta).toMatchObject({ total: 2, current_page: 1 });
    const ascending = await ctx.client().get('/api/adresses', {
      query: { 'filter[code_commune]': '33063', sort: 'nb_usages' },
    });
    expect(ascending.body.data[0].complete).toBe('Gare Saint-Jean');
  });

  it('requires a valid commune code', async () => {
    const missing = await ctx.client().get('/api/adresses');
    expect(missing.status).toBe(422);
    const bad = await ctx
      .client()
      .get('/api/adresses', { query: { 'filter[code_commune]': "1' OR 1=1" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].detail).toMatch(/code commune/);
  });
});

describe('GET /api/villes/{code_departement} (docs/product/geography-and-prices.md)', () => {
  it('lists the department’s towns with departement_nom, most populous first', async () => {
    const response = await ctx.client().get('/api/villes/29');
    expect(response.status).toBe(200);
    expect(response.body.data.length).toBeGreaterThan(250);
    expect(response.body.data[0]).toEqual({
      id: '29019',
      code_commune: '29019',
      nom_commune_complet: 'Brest',
      departement_nom: 'Finistère',
      num_dep: '29',
      code_postal: '29200',
      population: expect.any(Number),
      slug: 'brest',
    });
    expect((await ctx.client().get('/api/villes/2a')).body.data[0].nom_commune_complet).toBe(
      'Ajaccio',
    );
    expect((await ctx.client().get('/api/villes/974')).body.data[0].nom_commune_complet).toBe(
      'Saint-Denis',
    );
  });

  it('answers an unknown department with 404 and a malformed code with 422', async () => {
    const unknown = await ctx.client().get('/api/villes/99');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toBe('Le département « 99 » n’existe pas.');
    const malformed = await ctx.client().get(`/api/villes/${encodeURIComponent('<b>')}`);
    expect(malformed.status).toBe(422);
  });
});

describe('town page data', () => {
  it('GET /api/communes/{ville} resolves slugs, names and codes', async () => {
    const response = await ctx.client().get('/api/communes/saint-denis-93066');
    expect(response.body.data).toMatchObject({
      code_commune: '93066',
      nom_commune_complet: 'Saint-Denis',
      departement_nom: 'Seine-Saint-Denis',
      region_name: 'Île-de-France',
      slug: 'saint-denis-93066',
    });
    const unknown = await ctx.client().get('/api/communes/atlantide');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toContain('« atlantide »');
  });

  it('lists the upcoming trips of a town and of a pair, with a seat left', async () => {
    const driver = await createUser(ctx.db, { prenom: 'Inès' });
    const soon = await createTrip(ctx.db, { driver, inDays: 2 });
    const later = await createTrip(ctx.db, { driver, inDays: 5 });
    const full = await createTrip(ctx.db, { driver, inDays: 3, nb_places_proposees: 1 });
    await createBooking(ctx.db, { trip: full });
    await createTrip(ctx.db, { driver, inDays: 4, actif: false });
    await createTrip(ctx.db, { driver, inDays: -2 });

    const pair = await ctx
      .client()
      .get('/api/communes/paris/prochains-trajets', { query: { vers: 'lyon' } });
    expect(pair.status).toBe(200);
    expect(pair.body.data.map((t: { id: number }) => t.id)).toEqual([soon.id, later.id]);
    expect(pair.body.data[0]).toMatchObject({
      ville_depart: 'Paris',
      ville_arrivee: 'Lyon',
      heure: '08:30',
      montant_contribution: 2200,
      computed: { nb_places_disponibles: 3 },
      conducteur: { id: driver.id, prenom: 'Inès' },
    });
    const arrivals = await ctx
      .client()
      .get('/api/communes/lyon/prochains-trajets', { query: { sens: 'arrivee' } });
    expect(arrivals.body.meta.total).toBe(2);
    const none = await ctx.client().get('/api/communes/brest/prochains-trajets');
    expect(none.body).toEqual({ data: [], meta: { total: 0 } });
  });

  it('leaves a trip already done out of the upcoming trips', async () => {
    const driver = await createUser(ctx.db, { prenom: 'Odile' });
    const done = await createTrip(ctx.db, {
      driver,
      inDays: 6,
      code_commune_depart: '29019',
      ville_depart: 'Brest',
      is_effectue: true,
    });
    const open = await createTrip(ctx.db, {
      driver,
      inDays: 7,
      code_commune_depart: '29019',
      ville_depart: 'Brest',
    });
    const response = await ctx.client().get('/api/communes/brest/prochains-trajets');
    expect(response.status).toBe(200);
    expect(response.body.data.map((t: { id: number }) => t.id)).toEqual([open.id]);
    expect(response.body.data.map((t: { id: number }) => t.id)).not.toContain(done.id);
    expect(response.body.meta.total).toBe(1);
  });

  it('gives price ranges to the main destinations of a town', async () => {
    const response = await ctx
      .client()
      .get('/api/communes/paris/destinations', { query: { limit: '4' } });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(4);
    // The documented fixed pairs come first.
    expect(response.body.data[0]).toMatchObject({ ville_depart: 'Paris', is_fixe: true });
  });
});

describe('OpenAPI', () => {
  it('documents the geography endpoints', async () => {
    const response = await ctx.client().get('/api/openapi.json');
    const paths = Object.keys(response.body.paths);
    for (const path of [
      '/api/adresses/suggestions',
      '/api/adresses',
      '/api/villes/{code_departement}',
      '/api/communes/{ville}',
      '/api/bornes/{depart}/{arrivee}',
    ])
      expect(paths).toContain(path);
  });
});
