import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { makeTrip } from './support/factories';
import { holdAssets } from './support/held-assets';

/**
 * On a slow phone the server's HTML is on screen long before its JavaScript. The
 * controls a visitor reaches for first work as HTML alone (links, a GET form), and a click that
 * needs the code is kept until it arrives.
 */

/**
 * Opens `path` while its scripts are held (the load event waits for them), as the visitor sees it
 * first: painted, its stylesheet applied (before that, controls meant for another screen width,
 * such as the header's « Aide », are not hidden yet).
 */
async function openBeforeScripts(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );
}

/** Every script of the app answers empty: the page stays the server's HTML. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

test('sans JavaScript, la recherche de l’accueil mène aux résultats', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/');
  const search = page.getByRole('form', { name: 'Recherche rapide' });
  await search.getByLabel('Départ').fill('Paris');
  await search.getByLabel('Arrivée').fill('Lyon');
  await search.getByRole('button', { name: 'Trouvez' }).click();
  await expect(page).toHaveURL(
    /\/resultats\?from_city=Paris&to_city=Lyon&date=\d{4}-\d{2}-\d{2}&places=1$/,
  );
  // The results page is server-rendered too: the searched pair is there without any script.
  await expect(page.locator('main')).toContainText('Paris → Lyon');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
});

test('sans JavaScript, « Un autre trajet ? » d’une page de trajet mène aux résultats', async ({
  page,
}) => {
  await withoutScripts(page);
  await page.goto('/covoiturages/paris/lyon');
  const other = page.getByRole('form', { name: 'Un autre trajet' });
  await other.getByRole('combobox', { name: 'Départ' }).fill('Brest');
  await other.getByRole('combobox', { name: 'Arrivée' }).fill('Rennes');
  await other.getByRole('button', { name: 'Voir les prix et les trajets' }).click();
  await expect(page).toHaveURL(/\/resultats\?from_city=Brest&to_city=Rennes$/);
  await expect(page.locator('main')).toContainText('Brest → Rennes');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
});

test('sans JavaScript, le menu s’ouvre et ses liens mènent aux pages', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await expect(menu).toBeHidden();
  await page.getByRole('link', { name: 'Ouvrir le menu' }).click();
  await expect(menu.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await menu.getByRole('link', { name: 'Connexion' }).click();
  await expect(page).toHaveURL(/\/vous-identifier$/);
});

test('un clic sur « Aide » avant que la page soit prête ouvre l’aide quand elle l’est', async ({
  page,
}) => {
  const releaseScripts = await holdAssets(page, '**/assets/*.js');
  await openBeforeScripts(page, '/');
  await page.getByRole('link', { name: 'Besoin d’aide ?' }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  releaseScripts();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('region', { name: 'Aide BonneRoute' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Besoin d’aide ?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // The click left no trace in the address.
  await expect(page).toHaveURL(/\/$/);
});

test('un clic sur « Nous contacter » avant que la page soit prête ouvre le formulaire quand elle l’est', async ({
  page,
}) => {
  const releaseScripts = await holdAssets(page, '**/assets/*.js');
  await openBeforeScripts(page, '/');
  await page.getByRole('contentinfo').getByText('Nous contacter', { exact: true }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  releaseScripts();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const dialog = page.getByRole('dialog', { name: 'Nous contacter' });
  await expect(dialog.getByLabel('Votre nom')).toBeVisible();
  // The click left no trace in the address.
  await expect(page).toHaveURL(/\/$/);
});

test('un menu ouvert avant que la page soit prête reste ouvert ensuite', async ({ page }) => {
  const releaseScripts = await holdAssets(page, '**/assets/*.js');
  await openBeforeScripts(page, '/');
  await page.getByRole('link', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await expect(menu).toBeVisible();
  releaseScripts();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(menu).toBeVisible();
  await page.getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(menu).toHaveCount(0);
});

test('une recherche commencée avant que la page soit prête garde ses villes', async ({ page }) => {
  const releaseScripts = await holdAssets(page, '**/assets/*.js');
  await openBeforeScripts(page, '/');
  const search = page.getByRole('form', { name: 'Recherche rapide' });
  await search.getByLabel('Départ').fill('Paris');
  releaseScripts();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await search.getByLabel('Arrivée').fill('Lyon');
  await search.getByRole('button', { name: 'Trouvez' }).click();
  await expect(page).toHaveURL(
    /\/resultats\?from_city=Paris&to_city=Lyon&date=\d{4}-\d{2}-\d{2}&places=1$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris');
});

test('chaque module de l’accueil n’est téléchargé qu’une fois (préchargement compris)', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && !response.fromServiceWorker())
      fetched.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const twice = fetched.filter((path, index) => fetched.indexOf(path) !== index);
  expect(twice).toEqual([]);
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('crossorigin')));
  expect(preloaded.length).toBeGreaterThan(0);
  // The server's tags are written as Vite writes index.html's.
  expect(preloaded.every((value) => value === '')).toBe(true);
});

test('la page défilée avant que le JavaScript arrive ne remonte pas toute seule', async ({
  page,
}) => {
  const releaseScripts = await holdAssets(page, '**/assets/*.js');
  // A long server-rendered page: the Finistère's towns, trips and links.
  await openBeforeScripts(page, '/covoiturage-departement/29');
  await expect(page.locator('footer')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  releaseScripts();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  // What React Router did at hydration has had its frame to show.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // A navigation inside the app still starts the next page at its top.
  await page.locator('main a[href^="/covoiturages/"]').first().click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('« Réserver 2 places » touché avant que la page soit prête est honoré quand elle l’est', async ({
  page,
}) => {
  const trip = await makeTrip({ nb_places_proposees: 3, inDays: 4 });
  const releaseScripts = await holdAssets(page, '**/assets/*.js');
  await openBeforeScripts(page, `/covoiturage/${trip.id}`);
  await page.getByRole('link', { name: /Réserver 2 places/ }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  releaseScripts();
  // A visitor: the choice leads to the sign-in request, as a click on the live button does.
  const dialog = page.getByRole('dialog', { name: 'Connexion requise' });
  await expect(dialog.getByRole('link', { name: 'Me connecter' })).toHaveAttribute(
    'href',
    `/vous-identifier?referer=%2Fcovoiturage%2F${trip.id}`,
  );
  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}$`));
});
