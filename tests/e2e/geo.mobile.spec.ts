import { test, expect } from './fixtures';

test('sur mobile, la recherche de ville se fait au doigt', async ({ page }) => {
  await page.goto('/covoiturage-departement/29');
  const field = page.getByRole('combobox', { name: 'Chercher une autre ville' });
  await field.tap();
  await field.fill('st etie');
  const first = page.getByRole('option').first();
  await expect(first).toHaveText('Saint-Étienne, 42000, France');
  await first.tap();
  await expect(page).toHaveURL(/\/covoiturages\/saint-etienne$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Covoiturage Saint-Étienne' }),
  ).toBeVisible();
});
