import { test, expect } from './fixtures';
import { loginAs } from './support/login';

test('le jeu du pitch : le chrono démarre, se met en pause et reprend', async ({
  page,
  driver,
}) => {
  expect(await loginAs(page, driver)).toBe(200);

  await page.goto('/utilisateurs/en-voiture?info=pitcher');
  await expect(page.getByRole('heading', { name: 'Le jeu du pitch' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jeu du pitch' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('button', { name: 'Générer un thème' }).click();
  await expect(page.getByRole('button', { name: 'Tirer un autre thème' })).toBeVisible();

  const clock = page.getByRole('timer', { name: 'Temps restant' });
  await expect(clock).toHaveText('3:00');
  await page.getByRole('button', { name: 'Démarrer' }).click();
  await expect(page.getByText('Chrono lancé')).toBeVisible();
  await expect(clock).toHaveText(/2:5\d/);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('En pause')).toBeVisible();
  const paused = await clock.textContent();
  await page.waitForTimeout(1500);
  await expect(clock).toHaveText(paused!);

  await page.getByRole('button', { name: 'Reprendre' }).click();
  await expect(page.getByText('C’est reparti')).toBeVisible();
  await expect(clock).not.toHaveText(paused!);

  await page.getByRole('link', { name: 'Le guide' }).click();
  await expect(page).toHaveURL(/info=guide$/);
  await expect(page.getByRole('heading', { name: 'Journaliste' })).toBeVisible();
});
