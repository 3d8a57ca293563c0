import { eq } from 'drizzle-orm';
import { passagers } from '../../apps/api/src/db/schema';
import { expect, test } from './fixtures';
import { shoot } from './support/experience';
import {
  makeBooking,
  makeMember,
  makeTrip,
  TEST_PASSWORD,
  withE2eDatabase,
} from './support/factories';

test.use({
  viewport: { width: 390, height: 844 },
  // The refused deletion answers 409, which the browser reports as a failed resource.
  allowedConsoleErrors: [/status of 409/],
});

test('sur un téléphone de 390 px : télécharger mes données, puis supprimer mon compte', async ({
  page,
  loggedInAs,
}) => {
  const leaver = await makeMember({ prenom: 'Lucie', nom: 'Départ' });
  const booking = await makeBooking({ trip: await makeTrip(), passenger: leaver });
  await loggedInAs(leaver);
  await page.goto('/utilisateurs/mes-donnees');
  await expect(page.getByRole('heading', { name: 'Mes données', level: 1 })).toBeVisible();

  // Download my data: a ZIP.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger mes données' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bonneroute-mes-donnees-.*\.zip$/);
  await expect(page.getByText('Votre archive est téléchargée.')).toBeVisible();

  // A booking still to come: refused, with what to do; Escape closes the dialog.
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await dialog.getByLabel('Votre mot de passe').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByRole('alert')).toContainText('1 réservation est à venir');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Once the booking is cancelled, the deletion goes through and signs the member out.
  await withE2eDatabase((db) =>
    db.update(passagers).set({ statut: 'ANNULEE' }).where(eq(passagers.id, booking.id)),
  );
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await dialog.getByLabel('Votre mot de passe').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/compte-supprime$/);
  await expect(page.getByRole('heading', { name: 'Votre compte est supprimé' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/utilisateurs');
  await expect(page).toHaveURL(/\/vous-identifier/);
});

test('sur un téléphone : « Mes accords » donne puis retire la lettre d’information', async ({
  page,
  loggedInAs,
}) => {
  const member = await makeMember({ prenom: 'Noé', nom: 'Lettre' });
  await loggedInAs(member);
  await page.goto('/utilisateurs/mes-donnees');
  const accords = page.getByRole('region', { name: 'Mes accords' });
  // An account made before consents were recorded says so rather than inventing a date.
  await expect(accords).toContainText('d’avant l’enregistrement des versions acceptées');
  const newsletter = accords.getByRole('checkbox', { name: 'Recevoir la lettre d’information' });
  await expect(newsletter).not.toBeChecked();
  await newsletter.check();
  await expect(accords.getByRole('status')).toHaveText(
    'C’est noté : vous recevrez la lettre d’information.',
  );
  const box = await newsletter.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(24);
  await page.reload();
  await expect(newsletter).toBeChecked();
  await shoot(page, 'mes-accords');
});
