import { tripChangeTexts } from '@bonneroute/shared/trips';
import { expect, test } from './fixtures';
import { openSession } from './support/api-as';
import { createBooking, createMember, createTrip, withE2eDatabase } from './support/factories';

/*
 * docs/product/trips-and-search.md#changing-a-published-trip: the driver moves the departure by
 * an hour from the trip page; the form says it is a « modification importante » before saving;
 * the booked passenger then reads on the trip page that they may cancel with a full refund.
 */
function makeData() {
  return withE2eDatabase(async (db) => {
    const stamp = Date.now().toString(36);
    const driver = await createMember(db, {
      prenom: 'lucien',
      email: `lucien.${stamp}@exemple.fr`,
    });
    const passenger = await createMember(db, { prenom: 'alix', email: `alix.${stamp}@exemple.fr` });
    const trip = await createTrip(db, { driver, inDays: 66, heure: '08:30' });
    await createBooking(db, { trip, passenger, seats: 1 });
    return { driver, passenger, trip };
  });
}

test('le conducteur décale son départ d’une heure ; la passagère peut annuler avec un remboursement intégral', async ({
  page,
  browser,
}) => {
  const { driver, passenger, trip } = await makeData();
  await openSession(page.context(), driver);
  await page.goto(`/covoiturage/${trip.id}`);
  await page.getByRole('button', { name: 'Modifier l’horaire, le prix ou la description' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le trajet' });
  await expect(dialog.getByText(tripChangeTexts.majorWarning)).toHaveCount(0);
  await dialog.getByLabel('Heure de départ').selectOption('09:30');
  await expect(dialog.getByText(tripChangeTexts.majorWarning)).toBeVisible();
  await dialog.getByLabel('Description').fill('Pause café à Mâcon.');
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/modifier-trajet.png` });
  await dialog.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(dialog.getByText(tripChangeTexts.savedTold(1))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pause café à Mâcon.')).toBeVisible();
  await expect(page.getByText(/09 h 30/).first()).toBeVisible();

  const context = await browser.newContext({ ...test.info().project.use });
  const rider = await context.newPage();
  await openSession(context, passenger);
  await rider.goto(`/covoiturage/${trip.id}`);
  const hub = rider.getByRole('region', { name: 'Ma réservation' });
  await expect(hub.getByText(tripChangeTexts.fullRefundRight)).toBeVisible();
  await context.close();
});

test('le conducteur ajoute une ville étape suggérée avec son prix', async ({ page }) => {
  const { driver, trip } = await makeData();
  await openSession(page.context(), driver);
  await page.goto(`/covoiturage/${trip.id}`);
  await page.getByRole('button', { name: 'Modifier l’horaire, le prix ou la description' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le trajet' });
  const add = dialog.getByLabel('Ajouter une ville étape');
  const first = (await add.locator('option').nth(1).textContent())!.trim();
  await add.selectOption({ label: first });
  await expect(dialog.getByLabel(`Jusqu’à ${first} (€)`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(dialog.getByText(/Votre trajet est modifié/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('main')).toContainText(first);
});
