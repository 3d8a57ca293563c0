import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser } from '../test/factories';
import { tripResponseSchema } from '@bonneroute/shared/trips';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function page(path: string) {
  const response = await ctx.app.inject({ method: 'GET', url: path });
  const html = response.body;
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];
  return {
    status: response.statusCode,
    headers: response.headers,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[])
      .flat(),
  };
}

describe('trip page head', () => {
  it('an upcoming trip has its own title, description and schema.org Trip', async () => {
    const driver = await createUser(ctx.db, { prenom: 'Léa' });
    const trip = await createTrip(ctx.db, {
      driver,
      date: addDays(todayInParis(), 10),
      heure: '09:00',
      montant_contribution: 2200,
    });
    const html = await page(`/covoiturage/${trip.id}`);
    expect(html.status).toBe(200);
    // 22 € to the driver + 2 € of fees (docs/product/trips-and-search.md).
    expect(html.title).toMatch(
      /^Covoiturage Paris → Lyon le \d{1,2}(er)? \S+( \d{4})? à 09 h 00, 24\u00a0€ \| BonneRoute$/,
    );
    expect(html.description).toMatch(/^Covoiturage de Paris à Lyon le \S+ \d/);
    expect(html.description).toContain('3 places disponibles');
    expect(html.description).toContain('Conducteur : Léa');
    expect(html.canonical).toBe(`http://localhost:3000/covoiturage/${trip.id}`);
    expect(html.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Trip',
        offers: expect.objectContaining({ price: '24.00', priceCurrency: 'EUR' }),
      }),
    );
    const short = await page(`/t/${trip.id}`);
    expect(short.canonical).toBe(html.canonical);
  });

  it('an unknown trip is a real 404 without canonical', async () => {
    for (const path of ['/covoiturage/999999', '/covoiturage/abc']) {
      const html = await page(path);
      expect(html.status).toBe(404);
      expect(html.title).toBe('Covoiturage introuvable | BonneRoute');
      expect(html.canonical).toBeUndefined();
      expect(html.robots).toBe('noindex, nofollow');
    }
  });

  it('a past trip is a noindex page whose links crawlers may follow', async () => {
    const trip = await createTrip(ctx.db, { date: addDays(todayInParis(), -2) });
    const html = await page(`/covoiturage/${trip.id}`);
    expect(html.status).toBe(200);
    expect(html.robots).toBe('noindex, follow');
    expect(html.headers['x-robots-tag']).toBe('noindex, follow');
    expect(html.canonical).toBeUndefined();
    expect(html.description).toContain('a déjà eu lieu');
    expect(html.jsonLd).toEqual([]);
  });
});

describe('home head', () => {
  it('says who we are and how to search the site', async () => {
    const html = await page('/');
    expect(html.description).toContain('2\u00a0€ de frais fixes');
    expect(html.canonical).toBe('http://localhost:3000/');
    const types = html.jsonLd.map((block) => block['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    expect(html.jsonLd[1]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('GET /api/trajets/{id} response (written without zod’s second parse)', () => {
  it('writes only the documented fields, in zod’s order, none of the row’s others', async () => {
    const driver = await createUser(ctx.db, { nom: 'Secretnom' });
    const trip = await createTrip(ctx.db, { driver });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/trajets/${trip.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(tripResponseSchema.parse(response.json())));
    expect(Object.keys((response.json() as { data: object }).data)).toEqual(
      Object.keys(tripResponseSchema.shape.data.shape),
    );
    // Columns of the row (trip, driver) that are not on the wire.
    for (const hidden of [
      'depart_le',
      'created_at',
      'updated_at',
      'distance_metres',
      'date_naissance',
      'x_d_',
      '1990-05-17',
      driver.email,
      'Secretnom',
      'password_hash',
    ])
      expect(response.body).not.toContain(hidden);
  });
});
