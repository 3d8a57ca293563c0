import { telephones, vehicules } from '../../apps/api/src/db/schema';
import { test, expect } from './fixtures';
import { createMember, createTrip, withE2eDatabase } from './support/factories';
import { createBooking } from '../../apps/api/src/test/factories';
import { shoot } from './support/experience';

/*
 * docs/decisions/031-installable-app.md on a 390 px phone: the manifest, a service worker in
 * control, and with no network the home, a trip page already visited and « Mon prochain trajet »
 * (meeting point, time, the driver's phone, the car and its plate); a page never visited gets the
 * French offline page; logout leaves nothing private behind.
 */
test.use({
  viewport: { width: 390, height: 844 },
  serviceWorkers: 'allow',
  // Offline, the data a page never read (the home's random trips) cannot load: the browser says so.
  allowedConsoleErrors: [/Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/],
});

test('sur un téléphone, l’application s’installe et se lit hors connexion, puis la déconnexion efface ce qu’elle gardait', async ({
  page,
  context,
  loggedInAs,
}) => {
  const { trip, passenger } = await withE2eDatabase(async (db) => {
    const driver = await createMember(db, { prenom: 'Bastien' });
    await db
      .insert(telephones)
      .values({ utilisateur_id: driver.id, numero: '+32470123456', verifie_le: new Date() });
    await db.insert(vehicules).values({
      utilisateur_id: driver.id,
      marque: 'Peugeot',
      modele: '308',
      couleur: 'Gris',
      immatriculation: '1-ABC-123',
    });
    const trip = await createTrip(db, { driver, inDays: 2 });
    const passenger = await createMember(db, { prenom: 'Yasmine' });
    await createBooking(db, { trip, passenger });
    return { trip, passenger };
  });
  await loggedInAs(passenger);

  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestUrl!)).json();
  expect(manifest).toMatchObject({ lang: 'fr', display: 'standalone', short_name: 'BonneRoute' });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) =>
    [icon.sizes, icon.purpose ?? 'any'].join(' '),
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    /apple-touch-icon/,
  );
  // The service worker registers after the page's load and takes control of it.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });

  // Chromium's own installability check (the one Lighthouse's « installable manifest » read).
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are incognito windows, where Chromium never installs an app:
  // that one reason aside, nothing (manifest, icons, service worker, start URL) is missing.
  await devtools.detach();
  const reasons = installabilityErrors.map((error) => error.errorId);
  expect(reasons.filter((reason) => reason !== 'in-incognito')).toEqual([]);

  await page.goto(`/covoiturage/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lyon');
  await page.goto('/utilisateurs/prochain-trajet');
  const card = page.getByRole('article');
  await expect(card.getByText('1-ABC-123')).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/covoiturage/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lyon');
  await page.goto('/utilisateurs/prochain-trajet');
  await expect(page.getByText(/Hors connexion : voici votre prochain trajet/)).toBeVisible();
  await expect(card.getByText('Gare de Lyon, 75012 Paris')).toBeVisible();
  await expect(card.getByText('Bastien')).toBeVisible();
  await expect(card.getByRole('link', { name: /Appeler Bastien/ })).toHaveAttribute(
    'href',
    'tel:+32470123456',
  );
  await expect(card.getByText('1-ABC-123')).toBeVisible();
  await shoot(page, 'prochain-trajet-hors-connexion');
  await page.goto('/blog-covoiturage/jamais-lu-sur-ce-telephone');
  await expect(page.getByRole('heading', { name: 'Vous êtes hors connexion' })).toBeVisible();
  await shoot(page, 'page-hors-connexion');

  await context.setOffline(false);
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Déconnexion' }).click(),
  ]);
  // What the service worker holds now is what any visitor reads: the member's own is gone.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return { urls, nextTrip: localStorage.getItem('bonneroute.prochain-trajet') };
  });
  expect(kept.urls.filter((url) => /\/utilisateurs|\/auth\/me/.test(url))).toEqual([]);
  expect(kept.urls).not.toContain(`/api/trajets/${trip.id}`);
  expect(kept.nextTrip).toBeNull();
});
