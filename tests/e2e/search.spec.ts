import { test, expect } from './fixtures';
import { isoInDays } from './support/calendar';
import { shoot } from './support/experience';
import { makeSearchTrips, TOWNS } from './support/search';
import { expectNoSideScroll, thinDayJourney } from './support/search-journeys';

test.use({ viewport: { width: 1366, height: 900 } });

test('sur ordinateur, l’accueil cherche avec la date et le nombre de passagers', async ({
  page,
}) => {
  const { rouen, toulouse } = TOWNS;
  await makeSearchTrips(toulouse, [
    { from: rouen, to: toulouse, inDays: 1, heure: '10:00', seats: 3 },
    { from: rouen, to: toulouse, inDays: 1, heure: '11:00', seats: 1 },
  ]);
  await page.goto('/');
  const bar = page.getByRole('form', { name: 'Recherche rapide' });
  await expect(bar.getByRole('button', { name: 'Trouvez' })).toBeDisabled();
  await bar.getByRole('combobox', { name: 'Départ' }).fill('Rouen');
  await page.getByRole('option', { name: /Rouen/ }).first().click();
  await bar.getByRole('combobox', { name: 'Arrivée' }).fill('Toulouse');
  await page
    .getByRole('option', { name: /Toulouse/ })
    .first()
    .click();
  await bar.getByRole('button', { name: 'Demain' }).click();
  await expect(bar.getByRole('button', { name: 'Demain' })).toHaveAttribute('aria-pressed', 'true');
  await bar.getByLabel('Passagers').selectOption('2');
  await expectNoSideScroll(page);
  await shoot(page, 'accueil-recherche');
  await bar.getByRole('button', { name: 'Trouvez' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${isoInDays(1)}.*places=2`));
  // Only the trip with two free seats.
  await expect(page.getByText('1 covoiturage trouvé')).toBeVisible();
  await expect(page.locator('main ul li article').first()).toContainText('10 h 00');
});

test('sur ordinateur, un jour vide propose les jours proches, une ville voisine et l’alerte ; tri et plage horaire', async ({
  page,
}) => {
  await thinDayJourney(page, TOWNS.toulouse, 50);
});
