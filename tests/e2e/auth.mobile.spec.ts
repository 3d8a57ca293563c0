import { test, expect } from './fixtures';
import { makeMember, TEST_PASSWORD } from './support/factories';

test('sur mobile : connexion depuis le menu, puis déconnexion', async ({ page }) => {
  const member = await makeMember();
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu mobile' })
    .getByRole('link', { name: 'Connexion' })
    .click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

  await page.getByLabel('Adresse email', { exact: true }).fill(member.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Afficher le mot de passe (Mot de passe)' }).click();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/utilisateurs$/);

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu mobile' })
    .getByRole('button', { name: 'Déconnexion' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('bonneroute.token'))).toBeNull();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link', { name: 'Connexion' }),
  ).toBeVisible();
});
