import { test, expect } from './fixtures';

test.describe('le blog', () => {
  test('filtre les articles par catégorie puis ouvre un article', async ({ page }) => {
    await page.goto('/blog-covoiturage');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Le blog du covoiturage' }),
    ).toBeVisible();
    const grid = page.getByRole('list', { name: 'Articles du blog' });
    await expect(grid.getByRole('article')).toHaveCount(8);

    const economies = page.getByRole('button', { name: 'Économies' });
    await economies.click();
    await expect(economies).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/categories=economies/);
    await expect(grid.getByRole('article')).toHaveCount(2);
    await expect(grid.getByText('Tendances', { exact: true })).toHaveCount(0);

    // A second toggle adds its category; pressing again removes it.
    await page.getByRole('button', { name: 'Tendances' }).click();
    await expect(grid.getByRole('article')).toHaveCount(4);
    await page.getByRole('button', { name: 'Tendances' }).click();
    await expect(grid.getByRole('article')).toHaveCount(2);

    await grid
      .getByRole('link', { name: 'Conducteur de covoiturage : comment faire des économies ?' })
      .click();
    await expect(page).toHaveURL(
      /\/blog-covoiturage\/conducteur-covoiturage-comment-faire-economies$/,
    );
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Conducteur de covoiturage : comment faire des économies ?',
      }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      'Conducteur de covoiturage : comment faire des économies ? | BonneRoute',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: '1. Remplir toutes les places' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'À lire aussi' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Fil d’Ariane' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(grid.getByRole('article')).toHaveCount(8);
  });

  test.describe('article inconnu', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('affiche « Article introuvable » avec un lien vers le blog', async ({ page }) => {
      const response = await page.goto('/blog-covoiturage/cet-article-nexiste-pas');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Article introuvable' })).toBeVisible();
      await page.getByRole('link', { name: 'Voir tous les articles' }).click();
      await expect(page).toHaveURL(/\/blog-covoiturage$/);
    });
  });
});
