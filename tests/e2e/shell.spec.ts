import { test, expect } from './fixtures';

test.describe('le shell du site', () => {
  test("l'accueil s'affiche en français avec l'en-tête et le pied de page", async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(/BonneRoute/);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Trouver' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Proposer un trajet' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'S’inscrire' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sudoku' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Covoiturage Paris – Lyon' })).toHaveAttribute(
      'href',
      '/covoiturages/paris/lyon',
    );
    await expect(footer.getByRole('link', { name: 'Bretagne' })).toHaveAttribute(
      'href',
      '/covoiturage-region/bretagne',
    );
    await expect(footer.getByRole('link', { name: 'Mentions légales' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Sudoku' })).toHaveAttribute(
      'href',
      '/games/sudoku',
    );
  });

  test.describe('pages d’erreur', () => {
    // The 404 document itself is logged by Chromium as a failed resource.
    test.use({ allowedConsoleErrors: [/status of 404 .*\/cette-page\/nexiste-pas/] });

    test('une adresse inconnue affiche la page 404 avec un lien vers l’accueil', async ({
      page,
    }) => {
      const response = await page.goto('/cette-page/nexiste-pas');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
      await expect(page.getByText('n’existe pas ou n’existe plus')).toBeVisible();
      await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('les pages /erreur404 et /erreur401 affichent leur code', async ({ page }) => {
    await page.goto('/erreur404');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await page.goto('/erreur401');
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  });

  test('une page protégée renvoie vers la connexion avec le referer', async ({ page }) => {
    await page.goto('/utilisateurs/trajets?type=conducteur');
    await expect(page).toHaveURL(
      /\/vous-identifier\?referer=%2Futilisateurs%2Ftrajets%3Ftype%3Dconducteur$/,
    );
  });
});
