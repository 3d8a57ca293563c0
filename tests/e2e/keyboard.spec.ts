import { test, expect } from './fixtures';

const dayName = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function isoInDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const label = (days: number) => dayName.format(new Date(`${isoInDays(days)}T00:00:00Z`));

test.describe('au clavier', () => {
  test('le calendrier de la recherche : flèches, Entrée garde le focus, Échap ferme', async ({
    page,
  }) => {
    await page.goto('/trouver-covoiturage');
    const search = page.getByRole('button', { name: 'Rechercher' });
    await expect(search).toBeDisabled();
    await expect(search).toHaveAccessibleDescription(/Choisissez une ville de départ/);

    const opener = page.getByRole('button', { name: /^Quand \?/ });
    await opener.click();
    // The calendar takes focus on today's day; the days are one Tab stop, arrows move.
    await expect(page.getByRole('button', { name: label(0) })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: label(7) })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: label(8) })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: label(7) })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('[role="grid"] button:focus')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: label(7) })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test.describe('sur téléphone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('Échap ferme le menu mobile et rend le focus à son bouton', async ({ page }) => {
      await page.goto('/');
      const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
      await burger.click();
      const menu = page.getByRole('navigation', { name: 'Menu mobile' });
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Trouver' }).focus();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
    });

    test('le bouton « Aide » dit si l’aide est ouverte', async ({ page }) => {
      await page.goto('/');
      const help = page.getByRole('button', { name: 'Besoin d’aide ?' });
      await expect(help).toHaveAttribute('aria-expanded', 'false');
      await help.click();
      await expect(page.getByRole('region', { name: 'Aide BonneRoute' })).toBeVisible();
      await expect(help).toHaveAttribute('aria-expanded', 'true');
      await help.click();
      await expect(page.getByRole('region', { name: 'Aide BonneRoute' })).toHaveCount(0);
      await expect(help).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
