import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { utilisateurs } from '../db/schema';
import { createTrip, createUser, loginAs } from '../test/factories';
import {
  createScratchDatabase,
  createTestContext,
  type ScratchDatabase,
  type TestContext,
} from '../test/test-app';

/**
 * Anonymous server renders are cached under the public content version (migration
 * 0028). The stand-in bundle lists Paris's upcoming trips through the real API and says how many
 * times it rendered, so a page served from the cache is told apart from a new render.
 */
const INDEX_HTML = `<!doctype html><html lang="fr"><head><meta charset="UTF-8" /><title>BonneRoute</title>
<!--app-head--><script type="module" src="/assets/index-abc.js"></script></head>
<body><div id="root"></div></body></html>`;

const SERVER_ENTRY = `
let apiFetch;
let renders = 0;
export function setApiFetch(transport) { apiFetch = transport; }
export async function render(url) {
  const path = url.includes('panne-api=1') ? '/api/test/panne' : '/api/communes/paris/prochains-trajets';
  const answer = await apiFetch(path, { headers: { accept: 'application/json' } });
  const trips = answer.ok ? (await answer.json()).data : [];
  renders += 1;
  const items = trips.map((t) => '<li>' + t.id + ' ' + t.conducteur.prenom + '</li>').join('');
  return {
    stateScript: '<script type="application/json" id="bonneroute-ssr-state">{}</script>',
    modules: [],
    pipe(destination) {
      destination.write('<main><p>rendu ' + renders + '</p><ul>' + items + '</ul>');
      destination.write('<p>' + 'Covoiturage '.repeat(200) + '</p></main>');
      destination.end();
      return destination;
    },
  };
}`;

let ctx: TestContext;
let other: TestContext;
let database: ScratchDatabase;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'bonneroute-web-dist-'));
  await mkdir(path.join(distDir, 'server'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, 'server', 'entry-server.js'), SERVER_ENTRY);
  database = await createScratchDatabase();
  const options = {
    database,
    env: { WEB_DIST_DIR: distDir },
    extraRoutes: async (app: TestContext['app']) => {
      app.get('/test/panne', async (_request, reply) => reply.code(503).send({ errors: [] }));
    },
  };
  // Two API processes on one database, as behind the load balancer.
  ctx = await createTestContext(options);
  other = await createTestContext(options);
});
afterAll(async () => {
  await ctx.close();
  await other.close();
  await database.drop();
  await rm(distDir, { recursive: true, force: true });
});
beforeEach(() => {
  // One minute for the whole test: the cache key also carries the minute.
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now);
  return () => vi.restoreAllMocks();
});

const ANONYMOUS = { cookie: 'XSRF-TOKEN=abc' };

async function page(app: TestContext['app'], url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  const cache = /cache;desc=(\w+)/.exec(String(response.headers['server-timing'] ?? ''))?.[1];
  const render = Number(/rendu (\d+)/.exec(response.body)?.[1] ?? NaN);
  return { response, cache, render, html: response.body };
}

describe('cache of anonymous server renders', () => {
  it('serves the same page twice from one render, then 304 to a browser that has it', async () => {
    const first = await page(ctx.app, '/nous-connaitre', ANONYMOUS);
    const second = await page(ctx.app, '/nous-connaitre', ANONYMOUS);
    expect(first.response.statusCode).toBe(200);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.render).toBe(first.render);
    expect(second.html).toContain('<title>Nous connaître | BonneRoute</title>');
    const etag = String(second.response.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/nous-connaitre',
      headers: { ...ANONYMOUS, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a trip published (by any process) on the very next request', async () => {
    const before = await page(ctx.app, '/nous-connaitre', ANONYMOUS);
    expect((await page(ctx.app, '/nous-connaitre', ANONYMOUS)).cache).toBe('hit');
    const driver = await createUser(ctx.db, { prenom: 'Noémie' });
    const trip = await createTrip(other.db, { driver, inDays: 1, heure: '05:00' });
    const after = await page(ctx.app, '/nous-connaitre', ANONYMOUS);
    expect(before.html).not.toContain(`<li>${trip.id} `);
    expect(after.cache).toBe('miss');
    expect(after.html).toContain(`<li>${trip.id} Noémie</li>`);
    // The driver changes her first name: the pages showing it change too.
    await ctx.db.update(utilisateurs).set({ prenom: 'Noé' }).where(eq(utilisateurs.id, driver.id));
    const renamed = await page(other.app, '/nous-connaitre', ANONYMOUS);
    expect(renamed.html).toContain(`<li>${trip.id} Noé</li>`);
    expect((await page(ctx.app, '/nous-connaitre', ANONYMOUS)).html).toContain(
      `<li>${trip.id} Noé</li>`,
    );
  });

  it('never shares a render with a visitor who has a session, nor stores theirs', async () => {
    const token = await loginAs(ctx.db, await createUser(ctx.db));
    const anonymous = await page(ctx.app, '/blog-covoiturage', ANONYMOUS);
    const signedIn = await page(ctx.app, '/blog-covoiturage', {
      ...ANONYMOUS,
      authorization: `Bearer ${token}`,
    });
    expect(signedIn.response.statusCode).toBe(200);
    expect(signedIn.cache).toBeUndefined();
    expect(signedIn.render).toBeGreaterThan(anonymous.render);
    expect(signedIn.response.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.response.headers.etag).toBeUndefined();
    const withCookie = await page(ctx.app, '/blog-covoiturage', {
      cookie: 'XSRF-TOKEN=abc; session=secret',
    });
    expect(withCookie.cache).toBeUndefined();
    expect(withCookie.render).toBeGreaterThan(signedIn.render);
    const later = await page(ctx.app, '/blog-covoiturage', ANONYMOUS);
    expect(later.cache).toBe('hit');
    expect(later.render).toBe(anonymous.render);
  });

  it('says who may keep the page and what it varies with', async () => {
    const anonymous = await page(ctx.app, '/covoiturage-pas-cher', ANONYMOUS);
    expect(anonymous.response.headers['cache-control']).toBe('public, no-cache');
    expect(anonymous.response.headers.vary).toBe('authorization, cookie, accept-encoding');
    // A first visit sets the visitor's own CSRF cookie: no shared cache may keep that answer.
    const firstVisit = await ctx.app.inject({ method: 'GET', url: '/covoiturage-pas-cher' });
    expect(firstVisit.headers['set-cookie']).toContain('XSRF-TOKEN=');
    expect(firstVisit.headers['cache-control']).toBe('private, no-cache');
    expect(firstVisit.body).toBe(anonymous.html);
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/covoiturage-pas-cher',
      headers: { ...ANONYMOUS, 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(anonymous.html);
  });

  it('does not keep a page whose data failed to load, nor a made-up long address', async () => {
    const failed = await page(ctx.app, '/nous-connaitre?panne-api=1', ANONYMOUS);
    expect(failed.response.statusCode).toBe(200);
    expect((await page(ctx.app, '/nous-connaitre?panne-api=1', ANONYMOUS)).cache).toBe('miss');
    const long = `/nous-connaitre?q=${'x'.repeat(600)}`;
    const first = await page(ctx.app, long, ANONYMOUS);
    expect(first.response.statusCode).toBe(200);
    expect(first.cache).toBeUndefined();
    for (const url of ['/nous-connaitre?%zz', '/covoiturages/%E0%A4%A', '/%00']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: ANONYMOUS });
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
