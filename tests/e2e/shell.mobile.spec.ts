import { test, expect } from './fixtures';

test('sur mobile, le menu s’ouvre et mène aux pages principales', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  await burger.click();
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await expect(menu.getByRole('link', { name: 'Connexion' })).toBeVisible();
  // A game is not a main link: Sudoku is in the footer, not in the menu.
  await expect(menu.getByRole('link', { name: 'Sudoku' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Connexion' }).click();
  await expect(page).toHaveURL(/\/vous-identifier$/);
  await expect(menu).toBeHidden();
});

test('sur mobile, le Sudoku se trouve dans le pied de page et sur la page des activités', async ({
  page,
}) => {
  await page.goto('/gaming');
  await page.getByRole('main').getByRole('link', { name: 'Sudoku' }).click();
  await expect(page).toHaveURL(/\/games\/sudoku$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sudoku' }).click();
  await expect(page).toHaveURL(/\/games\/sudoku$/);
});
