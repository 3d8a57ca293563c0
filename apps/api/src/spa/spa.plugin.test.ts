import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

/**
 * The spa plugin streams the web bundle's server render into #root. The bundle here is a
 * stand-in with the same contract as apps/web/src/entry-server.tsx (the real one is exercised by
 * the browser tests, tests/e2e/server-render.spec.ts): it fetches through the transport it is given.
 */
const INDEX_HTML = `<!doctype html><html lang="fr"><head><meta charset="UTF-8" /><title>BonneRoute</title>
<!--app-head--><script type="module" src="/assets/index-abc.js"></script></head>
<body><div id="root"></div><noscript><p>JavaScript</p></noscript></body></html>`;

const SERVER_ENTRY = `
let apiFetch;
export function setApiFetch(transport) { apiFetch = transport; }
export async function render(url) {
  if (url.includes('panne=1')) throw new Error('a component crashed');
  if (url.startsWith('/utilisateurs')) return null;
  const health = await apiFetch('/api/health', { headers: { accept: 'application/json' } });
  const type = (health.headers.get('content-type') || '').split(';')[0];
  const body = await health.json();
  return {
    stateScript: '<script type="application/json" id="bonneroute-ssr-state">{"queries":{}}</script>',
    modules: ['src/features/legal/pages/about-page.tsx'],
    pipe(destination) {
      destination.write('<main><h1>Rendu de ' + url + '</h1>');
      destination.write('<p>API : ' + health.status + ' ' + type + ' ' + (typeof body) + '</p></main>');
      destination.end();
      return destination;
    },
  };
}`;

/** The client build's manifest: the entry, a page chunk, a chunk it shares with the entry and its own. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_api-1.js'],
    css: ['assets/index-abc.css'],
  },
  '_api-1.js': { file: 'assets/api-1.js' },
  '_card-2.js': { file: 'assets/card-2.js', css: ['assets/card-2.css'] },
  'src/features/legal/pages/about-page.tsx': {
    file: 'assets/about-page-3.js',
    isDynamicEntry: true,
    imports: ['index.html', '_api-1.js', '_card-2.js'],
    dynamicImports: ['src/features/legal/components/map.tsx'],
    css: ['assets/about-page-3.css'],
  },
  // Loaded by the page after start-up, shown in its server-rendered HTML.
  'src/features/legal/components/map.tsx': {
    file: 'assets/map-4.js',
    isDynamicEntry: true,
    imports: ['_card-2.js'],
    css: ['assets/map-4.css'],
  },
};

let ctx: TestContext;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'bonneroute-web-dist-'));
  await mkdir(path.join(distDir, 'server'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, 'server', 'entry-server.js'), SERVER_ENTRY);
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  ctx = await createTestContext({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await ctx.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('server render of the pages', () => {
  it('a public page comes with its h1 inside #root, its head tags and the state for hydration', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/nous-connaitre' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['server-timing']).toMatch(/^ssr;dur=\d/);
    const html = response.body;
    expect(html).toContain(
      '<div id="root"><main><h1>Rendu de /nous-connaitre</h1><p>API : 200 application/json object</p></main></div>',
    );
    expect(html).toContain('<title>Nous connaître | BonneRoute</title>');
    expect(html.indexOf('bonneroute-ssr-state')).toBeGreaterThan(html.indexOf('</h1>'));
    expect(html).toMatch(/<\/noscript><\/body><\/html>$/);
  });

  it("the head links the page's route chunks and their CSS, not the entry's again", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/nous-connaitre' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/card-2.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/about-page-3.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/map-4.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/about-page-3.js">',
    );
    expect(head).not.toContain('href="/assets/api-1.js"');
    // The page's later part: its CSS (no move when it arrives), not its code.
    expect(head).not.toContain('href="/assets/map-4.js"');
    expect(head.match(/index-abc/g)).toHaveLength(1);
  });

  it('an unknown path is still a 404, rendered as the not-found page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/cette-page-n-existe-pas' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/absent-123.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toContain('application/json');
  });

  it('a page the bundle leaves to the browser gets the empty shell', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/utilisateurs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('bonneroute-ssr-state');
  });

  it('a render that throws falls back to the shell, never a 500', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/nous-connaitre?panne=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Nous connaître | BonneRoute</title>');
  });

  it('HEAD answers the shell without rendering', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/nous-connaitre' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toBeUndefined();
  });

  it('the server bundle is not served to browsers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('setApiFetch');
  });
});
