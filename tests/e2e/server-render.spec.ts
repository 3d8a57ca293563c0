import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createTrip, withE2eDatabase } from './support/factories';
import { loginAs } from './support/login';

/**
 * The public pages come from the server with their content (what crawlers and slow
 * phones see first), then the browser hydrates them without a mismatch and without fetching
 * again the data the server already put in the page.
 */
const ARTICLE = '/blog-covoiturage/conducteur-covoiturage-comment-faire-economies';

/** [path, h1, a sentence of its main text, a link of the page]. */
const PUBLIC_PAGES: [string, string | RegExp, string | RegExp, string][] = [
  [
    '/',
    'Le covoiturage longue distance au prix juste',
    'Trajets populaires',
    // The popular pairs shown change every day; the search link is always there.
    '/trouver-covoiturage',
  ],
  [
    '/covoiturages/brest',
    'Covoiturage Brest',
    'Prochains départs de Brest',
    '/covoiturage-departement/29',
  ],
  [
    '/covoiturage-departement/29',
    'Covoiturage Finistère (29)',
    'Trouvez un trajet au départ des villes',
    '/covoiturages/brest',
  ],
  [
    '/covoiturage-region/bretagne',
    'Covoiturage Bretagne',
    'choisissez un département',
    '/covoiturage-departement/29',
  ],
  [
    '/covoiturage-pays/belgique',
    'Covoiturage en Belgique',
    'Hainaut',
    '/covoiturages/mons-belgique',
  ],
  [
    '/covoiturages/geneve',
    'Covoiturage Genève',
    'Prochains départs de Genève',
    '/covoiturage-pays/suisse',
  ],
  ['/blog-covoiturage', 'Le blog du covoiturage', /./, ARTICLE],
  [ARTICLE, /./, /./, '/blog-covoiturage'],
  ['/nous-connaitre', 'Nous connaître', /./, '/'],
  ['/conditions-generales', 'Conditions générales d’utilisation et de vente', /./, '/'],
  ['/mentions-legales', 'Mentions légales', /./, '/'],
  ['/confidentialite', 'Politique de confidentialité', /./, '/'],
];

async function upcomingPairTrips(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/communes/75056/prochains-trajets?vers=69123');
  const body = (await response.json()) as { data: { id: number }[] };
  return body.data.map((trip) => trip.id);
}

test.describe('le HTML envoyé par le serveur (JavaScript désactivé)', () => {
  test.use({ javaScriptEnabled: false });

  test('la page Paris → Lyon liste ses prochains trajets et ses liens', async ({ page }) => {
    const soon = await withE2eDatabase((db) => createTrip(db, { inDays: 1, heure: '00:05' }));
    const response = await page.goto('/covoiturages/paris/lyon');
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<h1>Covoiturage <!-- -->Paris<!-- --> → <!-- -->Lyon</h1>');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Covoiturage Paris → Lyon' }),
    ).toBeVisible();
    await expect(page.getByText('Participation conseillée : 22 €')).toBeVisible();

    // The very trips the API lists, in its order, each a link to its page.
    const expected = await upcomingPairTrips(page);
    expect(expected).toContain(soon.id);
    const links = page.getByRole('list', { name: 'Prochains trajets' }).getByRole('link');
    await expect(links).toHaveCount(expected.length);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      expected.map((id) => `/covoiturage/${id}`),
    );
    await expect(links.first()).toContainText('Paris → Lyon');
    await expect(page.getByRole('link', { name: /Trajet retour/ })).toHaveAttribute(
      'href',
      '/covoiturages/lyon/paris',
    );
    await expect(
      page.getByRole('navigation', { name: /fil d’ariane/i }).getByRole('link', { name: 'Paris' }),
    ).toHaveAttribute('href', '/covoiturages/paris');
    // The data the page was made with goes with it, for the browser's cache.
    expect(html).toContain('<script type="application/json" id="bonneroute-ssr-state">');
  });

  for (const [path, h1, text, link] of PUBLIC_PAGES) {
    test(`${path} arrive avec son titre, son texte et ses liens`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(h1);
      await expect(page.locator('main')).toContainText(text);
      await expect(
        page.locator(`main a[href="${link}"], header a[href="${link}"]`).first(),
      ).toBeAttached();
    });
  }

  test('les résultats d’une recherche listent ses trajets', async ({ page }) => {
    const trip = await withE2eDatabase((db) => createTrip(db, { inDays: 11, heure: '06:10' }));
    const response = await page.goto(
      `/resultats?date=${trip.date}&from=75056&to=69123&from_city=Paris&to_city=Lyon`,
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Covoiturages pas cher de Paris vers Lyon',
    );
    await expect(page.locator(`main a[href="/covoiturage/${trip.id}"]`).first()).toBeAttached();
  });

  test('la page d’un trajet arrive avec son titre et son adresse de départ', async ({ page }) => {
    const trip = await withE2eDatabase((db) => createTrip(db, { inDays: 5 }));
    const response = await page.goto(`/covoiturage/${trip.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paris → Lyon');
    await expect(page.locator('main')).toContainText('Gare de Lyon, 75012 Paris');
  });
});

test.describe('l’hydratation dans le navigateur', () => {
  /** Console errors and warnings, and every /api request the page makes. */
  function watch(page: Page) {
    const messages: string[] = [];
    const api: string[] = [];
    page.on('console', (message) => {
      // The headless browser's software WebGL (the trip page's map) reports its own slow paths:
      // the harness's GPU, not the page.
      if (message.text().includes('GL Driver Message')) return;
      // Journeys block service workers (playwright.config.ts); the page's registration after load
      // is refused with a warning that is Playwright's, not the page's.
      if (message.text().includes('Service Worker registration blocked by Playwright')) return;
      if (message.type() === 'error' || message.type() === 'warning')
        messages.push(`${message.type()} : ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`exception : ${error.message}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) api.push(url.pathname + url.search);
    });
    return { messages, api };
  }

  async function hydrated(page: Page, path: string) {
    const seen = watch(page);
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    return seen;
  }

  test('chaque page publique s’hydrate sans erreur ni avertissement et sans refaire ses requêtes', async ({
    page,
  }) => {
    const trip = await withE2eDatabase((db) => createTrip(db, { inDays: 4 }));
    for (const path of [
      ...PUBLIC_PAGES.map(([pagePath]) => pagePath),
      '/covoiturages/paris/lyon',
      `/covoiturage/${trip.id}`,
      `/resultats?date=${trip.date}&from=75056&to=69123&from_city=Paris&to_city=Lyon`,
    ]) {
      const seen = await hydrated(page, path);
      expect(seen.messages, `console de ${path}`).toEqual([]);
      // The server's data is in the cache: no request for it (nor any other) on the first load.
      expect(seen.api, `requêtes /api de ${path}`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });

  test('la page hydratée reste vivante : la navigation charge la suivante', async ({ page }) => {
    await hydrated(page, '/covoiturage-departement/29');
    await page.getByRole('link', { name: 'Covoiturage Brest', exact: true }).click();
    await expect(page).toHaveURL(/\/covoiturages\/brest$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Covoiturage Brest' })).toBeVisible();
    // The shared head builder's title, the one the server writes for this page too.
    await expect(page).toHaveTitle(
      'Covoiturage Brest : trajets au départ et à l’arrivée | BonneRoute',
    );
  });

  test('connecté, l’en-tête s’hydrate en visiteur puis montre le compte, sans erreur', async ({
    page,
    driver,
  }) => {
    expect(await loginAs(page, driver)).toBe(200);
    const seen = await hydrated(page, '/covoiturages/paris/lyon');
    await expect(page.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'S’inscrire' })).toHaveCount(0);
    expect(seen.messages).toEqual([]);
  });
});
