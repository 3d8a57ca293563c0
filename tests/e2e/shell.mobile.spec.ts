import { test, expect } from './fixtures';

test('sur mobile, le menu s’ouvre et mène aux pages principales', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  await burger.click();
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await expect(menu.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await menu.getByRole('link', { name: 'Sudoku' }).click();
  await expect(page).toHaveURL(/\/games\/sudoku$/);
  await expect(menu).toBeHidden();
});
