import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isoInDays, pickDay } from './support/calendar';
import { queryE2eDatabase } from './support/database';
import { createTrip, createUser, withE2eDatabase } from './support/factories';

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = '/tmp/h38-shots';
mkdirSync(SHOTS, { recursive: true });
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** The first Friday at least 3 days ahead (the calendar shows it within three months). */
function nextFriday(): string {
  for (let days = 3; ; days += 1) {
    const date = isoInDays(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 5) return date;
  }
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

test('sur un téléphone : un conducteur publie ses vendredis Paris → Lyon et leur retour d’un coup, groupés dans Mes trajets', async ({
  page,
  loggedInAs,
}) => {
  // The whole wizard, eight trips and Mes trajets twice: longer than one journey's minute.
  test.setTimeout(150_000);
  const driver = await withE2eDatabase((db) => createUser(db, { prenom: 'Élise', sexe: 'F' }));
  await loggedInAs(driver);
  const friday = nextFriday();
  await page.goto('/en-voiture');
  await pickDay(page, friday);
  await page.getByRole('button', { name: /^Début de soirée/ }).click();
  await page.getByRole('button', { name: '18 h 00' }).click();
  await page.getByRole('combobox', { name: 'Ville de départ' }).fill('Paris');
  await page.getByRole('option').first().click();
  await page.getByLabel('Adresse de départ').fill('Gare de Lyon');
  await page.getByRole('button', { name: 'Valider l’adresse' }).click();
  await page.getByRole('combobox', { name: 'Ville d’arrivée' }).fill('Lyon');
  await page.getByRole('option').first().click();
  await page.getByLabel('Adresse d’arrivée').fill('Gare Part-Dieu');
  await page.getByRole('button', { name: 'Valider l’adresse' }).click();
  await page.getByRole('button', { name: 'Pas d’étape' }).click();
  await page.getByRole('button', { name: '3', exact: true }).click();
  await page.getByRole('button', { name: 'Automatique' }).click();
  await page.getByRole('button', { name: 'Non merci' }).click();
  await page.getByRole('button', { name: 'Valider la participation' }).click();
  await page.getByRole('button', { name: 'Je n’ai pas de code' }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();

  // Every Friday for four weeks, the Friday already chosen.
  await page.getByLabel('Ce trajet est régulier').check();
  await expect(page.getByRole('button', { name: 'vendredi' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('Jusqu’au').fill(addDays(friday, 21));
  await expect(page.getByText(/^4 trajets : ven\. \d+ \S+, ven\./)).toBeVisible();
  // The return on Sunday evening, at the outward's price.
  await page.getByLabel('Publier aussi le retour').check();
  await page.getByLabel('Date du retour').fill(addDays(friday, 2));
  await page.getByLabel('Heure du retour').selectOption('17:30');
  await page.getByLabel('Ce trajet est régulier').scrollIntoViewIfNeeded();
  await shoot(page, 'serie-recapitulatif-390');
  await page.getByRole('button', { name: 'Publier mes 8 trajets' }).click();

  const infoDialog = page.getByRole('dialog', { name: 'Informations complémentaires requises' });
  const share = page.getByRole('dialog', { name: 'Partagez votre trajet' });
  await expect(share.or(infoDialog)).toBeVisible();
  if (await infoDialog.isVisible()) {
    await infoDialog.getByLabel('Adresse').fill('1 rue de la Paix');
    await infoDialog.getByLabel('Ville').fill('Paris');
    await infoDialog.getByLabel('Code postal').fill('75002');
    await infoDialog.getByRole('button', { name: 'Enregistrer et publier' }).click();
  }
  await expect(page).toHaveURL(/\/covoiturage\/\d+\?shareNow=1$/);
  await share.getByRole('button', { name: 'Fermer' }).click();
  // The outward links to its return, and back.
  await page.getByRole('link', { name: 'Voir le retour' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lyon → Paris');
  await expect(page.getByRole('link', { name: 'Voir l’aller' })).toBeVisible();
  await shoot(page, 'serie-retour-390');

  const rows = await queryE2eDatabase<{ n: number; series: number }>(
    'SELECT count(*)::int n, count(DISTINCT serie_id)::int series FROM trajets WHERE utilisateur_id = $1',
    [driver.id],
  );
  expect(rows[0]).toEqual({ n: 8, series: 2 });

  await page.goto('/utilisateurs/trajets?type=conducteur');
  const groups = page.getByRole('region', { name: 'Trajet régulier, 4 dates' });
  await expect(groups).toHaveCount(2);
  await expect(groups.first()).toContainText('Paris');
  await groups.first().getByText('Voir les 3 dates suivantes').click();
  await expect(groups.first().getByRole('link', { name: /Détails/ })).toHaveCount(4);
  await groups.first().scrollIntoViewIfNeeded();
  await shoot(page, 'serie-mes-trajets-390');
  await groups
    .first()
    .getByRole('button', { name: 'Annuler toutes les dates à venir' })
    .scrollIntoViewIfNeeded();
  await shoot(page, 'serie-mes-trajets-actions-390');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Every date to come cancelled at once.
  await groups.first().getByRole('button', { name: 'Annuler toutes les dates à venir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByText(/4 dates annulées/)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/utilisateurs/trajets?type=conducteur');
  // The cancelled dates leave the list: the returns' series stays.
  await expect(groups).toHaveCount(1);
  await expect(groups).toContainText('Lyon');
  await shoot(page, 'serie-mes-trajets-1280');
  await page.goto('/en-voiture');
  await expect(page.getByRole('heading', { name: 'Quel jour partez-vous ?' })).toBeVisible();
});

test('sur un téléphone : « Republier » un trajet passé ouvre l’assistant rempli, seule la date à choisir', async ({
  page,
  loggedInAs,
}) => {
  test.setTimeout(120_000);
  const driver = await withE2eDatabase((db) => createUser(db, { prenom: 'Paul', sexe: 'M' }));
  await withE2eDatabase((db) =>
    createTrip(db, { driver, inDays: -3, description: 'Musique douce, pause à Beaune.' }),
  );
  await loggedInAs(driver);
  await page.goto('/utilisateurs/trajets?type=conducteur');
  await page.getByRole('link', { name: 'Republier' }).click();
  await expect(page).toHaveURL(/\/en-voiture\?depuis=\d+$/);
  await expect(
    page.getByText('Republier Paris → Lyon : choisissez la nouvelle date.'),
  ).toBeVisible();
  const date = isoInDays(6);
  await pickDay(page, date);
  await page.getByRole('button', { name: /^Matin/ }).click();
  await page.getByRole('button', { name: '08 h 30' }).click();
  // Everything else comes from the past trip: straight to the summary.
  await expect(page.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Gare de Lyon');
  await expect(main).toContainText('Gare Part-Dieu');
  await expect(main).toContainText('Musique douce, pause à Beaune.');
  await shoot(page, 'republier-recapitulatif-390');
  await page.getByRole('button', { name: 'Publier mon trajet' }).click();
  const infoDialog = page.getByRole('dialog', { name: 'Informations complémentaires requises' });
  const share = page.getByRole('dialog', { name: 'Partagez votre trajet' });
  await expect(share.or(infoDialog)).toBeVisible();
  if (await infoDialog.isVisible()) {
    await infoDialog.getByLabel('Adresse').fill('1 rue de la Paix');
    await infoDialog.getByLabel('Ville').fill('Paris');
    await infoDialog.getByLabel('Code postal').fill('75002');
    await infoDialog.getByRole('button', { name: 'Enregistrer et publier' }).click();
  }
  await expect(page).toHaveURL(/\/covoiturage\/\d+\?shareNow=1$/);
  const rows = await queryE2eDatabase<{ date: string; description: string }>(
    "SELECT to_char(date, 'YYYY-MM-DD') date, description FROM trajets WHERE utilisateur_id = $1 ORDER BY id",
    [driver.id],
  );
  expect(rows[1]).toEqual({ date, description: 'Musique douce, pause à Beaune.' });
});
