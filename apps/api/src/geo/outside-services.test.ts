import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

/*
 * The adapters for the national address service and an OSRM routing service, against a fake of
 * each on 127.0.0.1 (no test reaches the network), and their fallback when the service dies.
 */
describe('outside services (adapters)', () => {
  let server: Server;
  let baseUrl: string;
  let other: TestContext;
  const calls: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      calls.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      if (request.url?.startsWith('/route/v1/driving/')) {
        const coordinates = Array.from({ length: 300 }, (_, i) => [
          2.35 + (i * 2.5) / 300,
          48.85 - (i * 3.1) / 300,
        ]);
        response.end(
          JSON.stringify({
            code: 'Ok',
            routes: [{ distance: 466_000, duration: 16_500, geometry: { coordinates } }],
          }),
        );
      } else if (request.url?.startsWith('/search/')) {
        response.end(
          JSON.stringify({
            features: [
              {
                geometry: { coordinates: [4.39, 45.43] },
                properties: {
                  name: 'Saint-Étienne',
                  postcode: '42000',
                  city: 'Saint-Étienne',
                  citycode: '42218',
                  context: '42, Loire, Auvergne-Rhône-Alpes',
                  score: 0.9,
                },
              },
              {
                geometry: { coordinates: [4.4, 45.4] },
                properties: {
                  name: 'Étiennette',
                  postcode: '42000',
                  citycode: '42999',
                  score: 0.3,
                },
              },
            ],
          }),
        );
      } else {
        response.statusCode = 500;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    other = await createTestContext({
      env: { ROUTING_API_URL: baseUrl, ADDRESS_API_URL: baseUrl },
    });
  });
  afterAll(async () => {
    await other.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('uses the OSRM service for distance and duration', async () => {
    const response = await other.client().get('/api/bornes/paris/lyon');
    expect(response.body.data).toMatchObject({
      distance_metres: 466_000,
      duree_en_secondes: 16_500,
      source_itineraire: 'osrm',
      min: 1800,
    });
    expect(
      calls.some((url) => url.startsWith('/route/v1/driving/2.3488,48.85341;4.84671,45.74846')),
    ).toBe(true);
  });

  it('asks the national address service with docs/product’s query shape', async () => {
    const response = await other
      .client()
      .get('/api/adresses/suggestions', { query: { q: 'st etie' } });
    expect(response.body.data[0]).toMatchObject({
      name: 'Saint-Étienne',
      label: 'Saint-Étienne, 42000, France',
      slug: 'saint-etienne',
    });
    // docs/product/geography-and-prices.md: answers scoring 0.5 or less are left out of a search by name.
    expect(response.body.data).toHaveLength(1);
    const url = new URL(
      calls.find((u) => u.startsWith('/search/'))!,
      baseUrl,
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'st etie',
      type: 'municipality',
      limit: '7',
    });
  });

  it('adds the towns of Belgium, Switzerland and Luxembourg the national service does not know', async () => {
    // The fake service answers Saint-Étienne to anything: « geneve » is Genève first (decision 024).
    const geneve = await other
      .client()
      .get('/api/adresses/suggestions', { query: { q: 'geneve' } });
    expect(geneve.body.data.map((s: { label: string }) => s.label).slice(0, 2)).toEqual([
      'Genève, 1200, Suisse',
      'Rhode-Saint-Genèse, Belgique',
    ]);
    expect(geneve.body.data.map((s: { name: string }) => s.name)).toContain('Saint-Étienne');
  });

  it('falls back to the built-in estimate when the service fails', async () => {
    server.close();
    server.closeAllConnections();
    const fresh = await other.client().get('/api/bornes/brest/quimper');
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.source_itineraire).toBe('estimation');
    const places = await other.client().get('/api/adresses/suggestions', { query: { q: 'brest' } });
    expect(places.body.data[0].name).toBe('Brest');
  });
});
