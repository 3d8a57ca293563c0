import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip } from '../test/factories';
import { ARTICLES_DIR } from '../blog/blog.repository';

const ARTICLE_COUNT = readdirSync(ARTICLES_DIR).filter((f) => f.endsWith('.md')).length;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The HTML a crawler gets: no browser, no JavaScript. */
async function rawHtml(path: string) {
  const response = await ctx.app.inject({ method: 'GET', url: path });
  const html = response.body;
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
  return {
    status: response.statusCode,
    headers: response.headers,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    robots: meta('name', 'robots'),
    og: (name: string) => meta('property', `og:${name}`),
    jsonLd: jsonLd.flat(),
  };
}

describe('server-rendered SEO tags of the geography pages', () => {
  it('a city pair page has its price range in title, description, OG and JSON-LD', async () => {
    const page = await rawHtml('/covoiturages/paris/lyon');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Covoiturage Paris – Lyon dès 18 € | BonneRoute');
    expect(page.description).toMatch(
      /^Covoiturage de Paris à Lyon : participation entre 18 € et 26 €/,
    );
    expect(page.canonical).toBe('http://localhost:3000/covoiturages/paris/lyon');
    expect(page.og('title')).toBe(page.title);
    expect(page.og('url')).toBe(page.canonical);
    expect(page.og('locale')).toBe('fr_FR');
    expect(page.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Service',
        offers: expect.objectContaining({ lowPrice: 18, highPrice: 26, priceCurrency: 'EUR' }),
      }),
    );
    expect(page.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
  });

  it('canonicalises accents, case and names to the page slug', async () => {
    const page = await rawHtml('/covoiturages/Saint-%C3%89tienne/LYON');
    expect(page.canonical).toBe('http://localhost:3000/covoiturages/saint-etienne/lyon');
    expect(page.title).toContain('Saint-Étienne – Lyon');
    const montpellier = await rawHtml('/covoiturages/montpellier/nimes');
    // docs/product/seo-pages.md: a 5 € floor on displayed ranges (the fixed range is 4–6 €).
    expect(montpellier.title).toBe('Covoiturage Montpellier – Nîmes dès 5 € | BonneRoute');
  });

  it('a town page, a department page and a region page', async () => {
    const town = await rawHtml('/covoiturages/brest');
    expect(town.title).toBe('Covoiturage Brest : trajets au départ et à l’arrivée | BonneRoute');
    expect(town.description).toContain('(Finistère)');
    expect(town.canonical).toBe('http://localhost:3000/covoiturages/brest');

    const departement = await rawHtml('/covoiturage-departement/29');
    expect(departement.title).toBe('Covoiturage Finistère (29) | BonneRoute');
    expect(departement.description).toContain('Brest');
    expect(departement.jsonLd[0]).toMatchObject({ '@type': 'BreadcrumbList' });

    const region = await rawHtml('/covoiturage-region/bretagne');
    expect(region.title).toBe('Covoiturage Bretagne | BonneRoute');
    expect(region.description).toContain('Finistère');
    expect(region.canonical).toBe('http://localhost:3000/covoiturage-region/bretagne');
  });

  it('pages of the neighbour countries, their towns and cross-border pairs', async () => {
    const belgique = await rawHtml('/covoiturage-pays/belgique');
    expect(belgique.status).toBe(200);
    expect(belgique.title).toBe('Covoiturage en Belgique et vers la France | BonneRoute');
    expect(belgique.description).toContain('Bruxelles, Anvers');
    expect(belgique.canonical).toBe('http://localhost:3000/covoiturage-pays/belgique');
    expect(belgique.jsonLd[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((await rawHtml('/covoiturage-pays/suisse')).title).toContain('en Suisse');
    expect((await rawHtml('/covoiturage-pays/luxembourg')).title).toContain('au Luxembourg');
    expect((await rawHtml('/covoiturage-pays/allemagne')).status).toBe(404);
    expect((await rawHtml('/covoiturage-pays/france')).status).toBe(404);

    const mons = await rawHtml('/covoiturages/mons-belgique');
    expect(mons.status).toBe(200);
    expect(mons.title).toBe('Covoiturage Mons : trajets au départ et à l’arrivée | BonneRoute');
    expect(mons.description).toContain('(Hainaut, Belgique)');
    expect(mons.jsonLd[0]).toMatchObject({
      itemListElement: expect.arrayContaining([
        expect.objectContaining({
          name: 'Belgique',
          item: 'http://localhost:3000/covoiturage-pays/belgique',
        }),
      ]),
    });
    // The French Mons keeps its address.
    expect((await rawHtml('/covoiturages/mons')).description).not.toContain('Belgique');

    const pair = await rawHtml('/covoiturages/paris/bruxelles');
    expect(pair.status).toBe(200);
    expect(pair.title).toMatch(/^Covoiturage Paris – Bruxelles dès \d+ € \| BonneRoute$/);
    expect(pair.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Service' }));
    expect((await rawHtml('/covoiturages/lyon/geneve')).title).toContain('Lyon – Genève');
    expect((await rawHtml('/covoiturages/metz/LU-2960316')).canonical).toBe(
      'http://localhost:3000/covoiturages/metz/luxembourg',
    );
  });

  it('unknown places are 404 and noindex; a failed department lookup keeps docs/product’s title', async () => {
    const departement = await rawHtml('/covoiturage-departement/99');
    expect(departement.status).toBe(404);
    expect(departement.title).toBe('Covoiturage dans le 99 | BonneRoute');
    expect(departement.robots).toBe('noindex, nofollow');
    expect((await rawHtml('/covoiturages/atlantide')).status).toBe(404);
    expect((await rawHtml('/covoiturages/paris/paris')).status).toBe(404);
    expect((await rawHtml('/covoiturage-region/narnia')).status).toBe(404);
    const injected = await rawHtml(`/covoiturage-departement/${encodeURIComponent('"><script>')}`);
    expect(injected.title).toBe('Covoiturage dans le &quot;&gt;&lt;script&gt; | BonneRoute');
  });

  it('trip chats are noindex (docs/product/seo-pages.md)', async () => {
    const chat = await rawHtml('/chat-covoiturage/12');
    expect(chat.robots).toBe('noindex, nofollow');
    expect(chat.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists regions, departments, the 200 largest towns and popular pairs', async () => {
    await createTrip(ctx.db, { code_commune_depart: '29019', code_commune_arrivee: '29232' });
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.replace('http://localhost:3000', ''),
    );
    expect(locs).toContain('/covoiturage-region/bretagne');
    expect(locs).toContain('/covoiturage-departement/29');
    expect(locs).toContain('/covoiturage-departement/2A');
    expect(locs).toContain('/covoiturages/brest');
    expect(locs).toContain('/covoiturages/paris/lyon');
    expect(locs).toContain('/covoiturages/lyon/paris');
    expect(locs).toContain('/covoiturages/brest/quimper');
    expect(locs).toContain('/trouver-covoiturage');
    // The 200 most populous towns, and the 30 main towns of each neighbour country.
    const towns = locs.filter((l) => /^\/covoiturages\/[^/]+$/.test(l));
    expect(towns.slice(0, 200)).toContain('/covoiturages/bruxelles');
    expect(towns.length).toBeGreaterThan(200);
    expect(towns.length).toBeLessThanOrEqual(290);
    expect(towns).toEqual(
      expect.arrayContaining(['/covoiturages/dudelange', '/covoiturages/mons-belgique']),
    );
    for (const pays of ['belgique', 'suisse', 'luxembourg'])
      expect(locs).toContain(`/covoiturage-pays/${pays}`);
    expect(locs).toEqual(
      expect.arrayContaining([
        '/covoiturages/paris/bruxelles',
        '/covoiturages/bruxelles/paris',
        '/covoiturages/lyon/geneve',
        '/covoiturages/metz/luxembourg',
      ]),
    );
    expect(
      locs.some((l) => l.startsWith('/utilisateurs') || l.startsWith('/chat-covoiturage')),
    ).toBe(false);
  });

  it('lists the blog and every article with its lastmod, and pairs with their last change', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const entries = new Map(
      [
        ...response.body.matchAll(
          /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g,
        ),
      ].map((m) => [m[1]!.replace('http://localhost:3000', ''), m[2]]),
    );
    const articles = [...entries].filter(([loc]) => loc.startsWith('/blog-covoiturage/'));
    expect(articles.length).toBe(ARTICLE_COUNT);
    for (const [, lastmod] of articles) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entries.get('/blog-covoiturage')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The trip the first test published: its pair's page changed today.
    expect(entries.get('/covoiturages/brest/quimper')?.slice(0, 10)).toBe(
      new Date().toISOString().slice(0, 10),
    );
    expect(entries.get('/covoiturage-region/bretagne')).toBeUndefined();
  });

  it('robots.txt points to the sitemap and keeps private areas out', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /utilisateurs');
  });
});
