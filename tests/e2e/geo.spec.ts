import { test, expect } from './fixtures';
import { makeTrip } from './support/factories';
import { holdAssets } from './support/held-assets';

test.describe('pages villes, départements et régions', () => {
  test('taper « st etie » propose Saint-Étienne en premier et ouvre sa page', async ({ page }) => {
    await page.goto('/covoiturages/brest');
    await expect(page.getByRole('heading', { level: 1, name: 'Covoiturage Brest' })).toBeVisible();
    const field = page.getByRole('combobox', { name: 'Changer de ville' });
    await field.fill('st etie');
    const options = page.getByRole('option');
    await expect(options.first()).toHaveText('Saint-Étienne, 42000, France');
    expect(await options.count()).toBeLessThanOrEqual(5);
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/covoiturages\/saint-etienne$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Covoiturage Saint-Étienne' }),
    ).toBeVisible();
    // The browser writes the server's title, not a shorter one.
    await expect(page).toHaveTitle(
      'Covoiturage Saint-Étienne : trajets au départ et à l’arrivée | BonneRoute',
    );
  });

  test('la page du Finistère liste Brest et y mène', async ({ page }) => {
    await page.goto('/covoiturage-departement/29');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Covoiturage Finistère (29)' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Covoiturage Brest', exact: true }).click();
    await expect(page).toHaveURL(/\/covoiturages\/brest$/);
    await expect(page.getByRole('heading', { name: 'Prochains départs de Brest' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rejoindre BonneRoute' })).toHaveAttribute(
      'href',
      '/inscription-bonneroutier',
    );
    await expect(page.getByRole('link', { name: 'Proposer un trajet' }).last()).toHaveAttribute(
      'href',
      '/en-voiture',
    );
  });

  test('/covoiturages/paris/lyon montre 18 € – 26 € et les prochains trajets', async ({ page }) => {
    await makeTrip({ inDays: 6 }); // Paris → Lyon
    const response = await page.goto('/covoiturages/paris/lyon');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Covoiturage Paris → Lyon' }),
    ).toBeVisible();
    await expect(page.getByText('18 € – 26 €')).toBeVisible();
    await expect(page.getByText('Participation conseillée : 22 €')).toBeVisible();
    const trips = page.getByRole('list', { name: 'Prochains trajets' }).getByRole('link');
    await expect(trips.first()).toBeVisible();
    await expect(trips.first()).toContainText('Paris → Lyon');
    await expect(trips.first()).toHaveAttribute('href', /^\/covoiturage\/\d+$/);
    await page.getByRole('link', { name: /Trajet retour/ }).click();
    await expect(page).toHaveURL(/\/covoiturages\/lyon\/paris$/);
    await expect(page.getByText('18 € – 26 €')).toBeVisible();
  });

  test('un autre trajet se choisit avec deux villes', async ({ page }) => {
    await page.goto('/covoiturages/paris/lyon');
    const form = page.getByRole('form', { name: 'Un autre trajet' });
    await form.getByRole('combobox', { name: 'Départ' }).fill('bordeaux');
    await form.getByRole('option').first().click();
    await form.getByRole('combobox', { name: 'Arrivée' }).fill('31000');
    await expect(form.getByRole('option').first()).toHaveText('Toulouse, 31000, France');
    await form.getByRole('option').first().click();
    await form.getByRole('button', { name: 'Voir les prix et les trajets' }).click();
    await expect(page).toHaveURL(/\/covoiturages\/bordeaux\/toulouse$/);
    await expect(page.getByText('7 € – 13 €')).toBeVisible();
  });

  test('une ville tapée avant que le formulaire soit prêt a ses suggestions', async ({ page }) => {
    // « Un autre trajet ? » is the server's HTML until its own code arrives.
    const releaseForm = await holdAssets(page, '**/assets/pair-switcher-*.js');
    await page.goto('/covoiturages/paris/lyon');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const form = page.getByRole('form', { name: 'Un autre trajet' });
    await form.getByRole('combobox', { name: 'Départ' }).fill('bordeaux');
    releaseForm();
    await expect(form.getByRole('option').first()).toHaveText('Bordeaux, 33000, France');
    await form.getByRole('option').first().click();
    await expect(form.getByRole('combobox', { name: 'Départ' })).toHaveValue('Bordeaux (33000)');
  });

  test('le lien de région du pied de page mène aux départements', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bretagne' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Covoiturage Bretagne' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Covoiturage Finistère (29)' }).click();
    await expect(page).toHaveURL(/\/covoiturage-departement\/29$/);
  });

  test('« geneve » propose Genève, Suisse ; le pied de page mène à la Belgique, puis à Mons', async ({
    page,
  }) => {
    await page.goto('/covoiturages/lyon');
    const field = page.getByRole('combobox', { name: 'Changer de ville' });
    await field.fill('geneve');
    await expect(page.getByRole('option').first()).toHaveText('Genève, 1200, Suisse');
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/covoiturages\/geneve$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Covoiturage Genève' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: /fil d’ariane/i }).getByRole('link', { name: 'Suisse' }),
    ).toHaveAttribute('href', '/covoiturage-pays/suisse');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Belgique' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Covoiturage en Belgique' }),
    ).toBeVisible();
    // Mons is among the main towns and under its province, Hainaut.
    const hainaut = page.getByRole('region', { name: 'Hainaut' });
    await hainaut.getByRole('link', { name: 'Covoiturage Mons', exact: true }).click();
    await expect(page).toHaveURL(/\/covoiturages\/mons-belgique$/);
    await expect(page.locator('main')).toContainText('Mons (Hainaut, Belgique)');
  });

  test.describe('lieux inconnus', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('un département introuvable garde le titre « Covoiturage dans le … »', async ({
      page,
    }) => {
      const response = await page.goto('/covoiturage-departement/99');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Covoiturage dans le 99' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Proposer un trajet' }).last()).toBeVisible();
    });

    test('une ville inconnue affiche la page introuvable', async ({ page }) => {
      const response = await page.goto('/covoiturages/atlantide');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Cette ville est introuvable' }),
      ).toBeVisible();
    });
  });
});
