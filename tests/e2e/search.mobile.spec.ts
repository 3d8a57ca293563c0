import { test, expect } from './fixtures';
import { isoInDays, pickDay } from './support/calendar';
import { shoot } from './support/experience';
import { makeSearchTrips, TOWNS } from './support/search';
import { expectNoSideScroll, thinDayJourney } from './support/search-journeys';

test.use({ viewport: { width: 390, height: 844 } });

test('sur téléphone, l’accueil cherche avec la date et le nombre de passagers', async ({
  page,
}) => {
  const { rouen, marseille } = TOWNS;
  await makeSearchTrips(marseille, [
    { from: rouen, to: marseille, inDays: 6, heure: '10:00', seats: 3 },
    { from: rouen, to: marseille, inDays: 6, heure: '11:00', seats: 2 },
  ]);
  await page.goto('/');
  const box = page.getByRole('form', { name: 'Recherche rapide' });
  await box.getByRole('button', { name: /Départ/ }).click();
  const picker = page.getByRole('dialog', { name: 'Votre trajet' });
  await picker.getByRole('combobox', { name: 'Départ' }).fill('Rouen');
  await picker.getByRole('option', { name: /Rouen/ }).first().click();
  await picker.getByRole('combobox', { name: 'Arrivée' }).fill('Marseille');
  await picker
    .getByRole('option', { name: /Marseille/ })
    .first()
    .click();
  await picker.getByRole('button', { name: 'Fermer' }).click();
  await box.getByRole('button', { name: 'Autre date' }).click();
  await pickDay(page, isoInDays(6));
  await expect(box.getByRole('button', { name: /Autre date : / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await box.getByLabel('Passagers').selectOption('3');
  await expectNoSideScroll(page);
  await shoot(page, 'accueil-recherche');
  await box.getByRole('button', { name: 'Trouvez' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${isoInDays(6)}.*places=3`));
  await expect(page.getByText('1 covoiturage trouvé')).toBeVisible();
  await expect(page.locator('main ul li article').first()).toContainText('10 h 00');
});

test('sur téléphone, un jour vide propose les jours proches, une ville voisine et l’alerte ; tri et plage horaire', async ({
  page,
}) => {
  await thinDayJourney(page, TOWNS.marseille, 50);
});
