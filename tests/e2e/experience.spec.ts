import { test, expect } from './fixtures';
import { holdAssets } from './support/held-assets';
import {
  bookedTripWithRoles,
  busySearch,
  elementsUnderHelpButton,
  featuredTrips,
  shoot,
} from './support/experience';

// A 1366 × 850 desktop.
test.use({ viewport: { width: 1366, height: 850 } });

test('le bouton d’aide flotte dans la marge sans rien couvrir', async ({ page }) => {
  for (const path of ['/', '/trouver-covoiturage', '/vous-identifier', await busySearch()]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Besoin d’aide ?' })).toBeVisible();
    for (const where of [0, 0.5, 1]) {
      await page.evaluate((at) => window.scrollTo(0, document.body.scrollHeight * at), where);
      expect(await elementsUnderHelpButton(page), `${path} (${where})`).toEqual([]);
    }
  }
});

test('la barre de filtres reste sous l’en-tête', async ({ page }) => {
  await page.goto(await busySearch());
  await expect(page.getByRole('link', { name: 'Détails' }).first()).toBeVisible();
  // The scroll is made once the page is live (hydration used to scroll the server's page back to
  // the top; before-hydration.mobile.spec.ts covers that now).
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.waitForFunction(() => window.scrollY > 0);
  const days = page.getByRole('navigation', { name: 'Changer de jour' });
  const header = await page.locator('header').first().boundingBox();
  expect((await days.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await expect(days.getByRole('button', { name: /Jour suivant/ })).toBeInViewport();
  await shoot(page, 'resultats');
});

test('l’assistant répond aux questions courantes, avec accents ou fautes', async ({ page }) => {
  await page.goto('/');
  // The home is server-rendered: the button answers once the page is live.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Besoin d’aide ?' }).click();
  const help = page.getByRole('region', { name: 'Aide BonneRoute' });
  await help.getByLabel('Votre question').fill('ma réservation est en atente');
  await help.getByRole('button', { name: 'Envoyer' }).click();
  await expect(help.getByText(/en attente d’acceptation/)).toBeVisible();
  await expect(help.getByText('L’assistant écrit…')).toHaveCount(0, { timeout: 10_000 });
  await help.getByLabel('Votre question').fill('comment ajouter mon IBAN ?');
  await help.getByRole('button', { name: 'Envoyer' }).click();
  await expect(help.getByRole('link', { name: 'Mon IBAN' })).toBeInViewport();
  await shoot(page, 'assistant');
});

test('un clic sur le bouton d’aide avant que le code de l’aide arrive ouvre l’aide', async ({
  page,
}) => {
  // The chat's code loads after the page; here it comes late, as on a busy network.
  const releaseChat = await holdAssets(page, '**/assets/messaging-overlays-content-*.js');
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Besoin d’aide ?' }).click();
  releaseChat();
  await expect(page.getByRole('region', { name: 'Aide BonneRoute' })).toBeVisible();
});

test('depuis un trajet réservé, la discussion du trajet s’ouvre dans l’aide', async ({
  page,
  loggedInAs,
}) => {
  const { tripId, passenger } = await bookedTripWithRoles();
  await loggedInAs(passenger);
  await page.goto(`/covoiturage/${tripId}`);
  await page.getByRole('button', { name: 'Discuter avec les covoitureurs' }).click();
  await expect(page.getByRole('region', { name: 'Discussion du trajet' })).toBeVisible();
});

test('listes de pays : une fois chaque pays, sans Antarctique', async ({
  page,
  loggedInAs,
  member,
}) => {
  await loggedInAs(member);
  for (const [path, label] of [
    ['/utilisateurs/infos', 'Nationalité'],
    ['/utilisateurs/argent?type=comptes', 'Pays'],
  ] as const) {
    await page.goto(path);
    const select = page.getByLabel(label, { exact: true });
    await expect(select).toBeVisible();
    const names = await select.locator('option').allTextContents();
    const countries = names.filter((name) => name.trim() !== '' && !/Choisi|Sélection/.test(name));
    expect(countries.slice(0, 4), path).toEqual(['France', 'Belgique', 'Luxembourg', 'Suisse']);
    expect(new Set(countries).size, path).toBe(countries.length);
    expect(countries.length, path).toBe(244);
    expect(countries, path).not.toContain('Antarctique');
  }
});

test('« aix » propose Aix-en-Provence en premier', async ({ page }) => {
  await page.goto('/covoiturages/brest');
  const field = page.getByRole('combobox', { name: 'Changer de ville' });
  await field.fill('aix');
  await expect(page.getByRole('option').first()).toHaveText(/^Aix-en-Provence, 13/);
  await field.fill('st malo');
  await expect(page.getByRole('option').first()).toHaveText(/^Saint-Malo, 35/);
});

test('accueil : trajets à la une sans carte orpheline, tranches à 5 € minimum', async ({
  page,
}) => {
  await featuredTrips();
  await page.goto('/');
  // The cards, not every list item: a card's « Rôles proposés » is a list of its own (a random
  // featured trip with roles counted as a row of 3: the full run's « 2, 2, 3 »).
  const cards = page.getByRole('list', { name: 'Trajets à la une' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const tops = await cards.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  const perRow = [...new Set(tops)].map((top) => tops.filter((value) => value === top).length);
  expect(new Set(perRow).size, `cartes par ligne : ${perRow.join(', ')}`).toBe(1);
  await expect(page.getByText(/de 4 €/)).toHaveCount(0);
  await shoot(page, 'accueil');
});

test('une page lente affiche « Chargement de la page… »', async ({ page }) => {
  await featuredTrips();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trajets à la une' })).toBeVisible();
  // The home is server-rendered: wait until it is live and its own lazy parts (help chat,
  // contact dialog) have arrived, so only the next page's code is slowed below.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // From now on, the code of the next page arrives late.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sudoku' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Chargement de la page…' }),
  ).toBeVisible();
  // The top bar runs while the page loads…
  await expect(page.getByTestId('route-loader')).toBeAttached();
  await expect(page).toHaveURL(/\/games\/sudoku$/);
  await expect(page.getByRole('status').filter({ hasText: 'Chargement de la page…' })).toHaveCount(
    0,
  );
  // …and leaves with it, not 1.8 s later.
  await expect(page.getByRole('heading', { name: 'Sudoku' })).toBeVisible();
  await expect(page.getByTestId('route-loader')).toHaveCount(0, { timeout: 800 });
});

test('le lien du trajet se lit en entier dans la fenêtre de partage', async ({
  page,
  loggedInAs,
}) => {
  const { tripId, driver } = await bookedTripWithRoles();
  await loggedInAs(driver);
  await page.goto(`/covoiturage/${tripId}`);
  await page.getByRole('button', { name: 'Partager le trajet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Partagez votre trajet' });
  const field = dialog.getByLabel('Lien du trajet');
  await expect(field).toHaveValue(new RegExp(`/t/${tripId}$`));
  const fits = await field.evaluate(
    (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth,
  );
  expect(fits).toBe(true);
  await shoot(page, 'partage');
});

test('le menu d’administration mène aux pages utilisateurs et newsletters', async ({
  page,
  loggedInAs,
  admin,
}) => {
  await loggedInAs(admin);
  await page.goto('/utilisateurs');
  await page.getByRole('link', { name: 'Gestion des newsletters' }).click();
  await expect(page).toHaveURL(/\/utilisateurs\/admin\/newsletters$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
  await expect(page.getByText(/^\d[\d  ]* destinataires?$/)).toBeVisible();
  await page.getByRole('button', { name: 'M’envoyer la newsletter de test' }).click();
  await expect(page.getByText('Votre email a été envoyé avec succès')).toBeVisible();
  await page.getByRole('link', { name: 'Gestion des utilisateurs' }).click();
  await expect(page).toHaveURL(/\/utilisateurs\/admin\/utilisateurs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  await shoot(page, 'admin');
});
