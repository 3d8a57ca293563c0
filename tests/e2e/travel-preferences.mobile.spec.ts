import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { NO_PREFERENCES } from '@bonneroute/shared/trips';
import { expect, test } from './fixtures';
import { openSession } from './support/api-as';
import { createMember, createTrip, createUser, withE2eDatabase } from './support/factories';

/*
 * docs/product/trips-and-search.md#travel-preferences, on a phone: a driver says how they travel
 * on their profile; a passenger with a dog keeps only the trips that take pets, sees the driver's
 * preferences on the trip page and books.
 */
const inDays = 63;

function makeData() {
  return withE2eDatabase(async (db) => {
    const stamp = Date.now().toString(36);
    const driver = await createMember(db, {
      prenom: 'solène',
      email: `solene.${stamp}@exemple.fr`,
    });
    const smoker = await createUser(db, { prenom: 'gaston', email: `gaston.${stamp}@exemple.fr` });
    const passenger = await createMember(db, { prenom: 'inès', email: `ines.${stamp}@exemple.fr` });
    const withPets = await createTrip(db, {
      driver,
      inDays,
      heure: '10:15',
      preferences: {
        ...NO_PREFERENCES,
        discussion: 'blabla',
        animaux: true,
        fumeur: false,
        bagages: 'moyen',
      },
    });
    await createTrip(db, {
      driver: smoker,
      inDays,
      heure: '09:00',
      preferences: { ...NO_PREFERENCES, animaux: false, fumeur: true },
    });
    return { driver, passenger, withPets, date: addDays(todayInParis(), inDays) };
  });
}

test('sur un téléphone : le conducteur dit comment il voyage, la passagère filtre « Animaux acceptés » et réserve', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { driver, passenger, withPets, date } = await makeData();

  // The driver's profile: « Préférences de voyage ».
  await openSession(page.context(), driver);
  await page.goto('/utilisateurs/infos?info=preferences');
  await expect(page.getByRole('heading', { name: 'Préférences de voyage' })).toBeVisible();
  const pets = page.getByRole('group', { name: 'Animaux' });
  await pets.getByLabel('Animaux acceptés').check();
  await page.getByRole('group', { name: 'Musique' }).getByLabel('Plutôt le silence').check();
  await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.getByText('Vos préférences de voyage sont enregistrées.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Animaux' }).getByLabel('Animaux acceptés'),
  ).toBeChecked();
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/preferences-profil.png`,
      fullPage: true,
    });

  // The passenger, in another session.
  const context = await browser.newContext({ ...test.info().project.use });
  const rider = await context.newPage();
  await openSession(context, passenger);
  const query = new URLSearchParams({
    date,
    from: '75056',
    to: '69123',
    from_city: 'Paris',
    to_city: 'Lyon',
  });
  await rider.goto(`/resultats?${query}`);
  await expect(rider.getByRole('article')).toHaveCount(2);
  await rider.getByText(/Trier et filtrer/).click();
  await rider.getByLabel('Animaux acceptés').check();
  await expect(rider).toHaveURL(/animaux=1/);
  const card = rider.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Solène');
  const badges = card.getByRole('list', { name: 'Préférences du conducteur' });
  await expect(badges).toContainText('Animaux acceptés');
  await expect(badges).toContainText('Non-fumeur');
  await card.getByRole('link', { name: 'Détails' }).click();

  await expect(rider).toHaveURL(new RegExp(`/covoiturage/${withPets.id}$`));
  const onPage = rider.getByRole('region', { name: 'Conducteur' }).getByRole('list', {
    name: 'Préférences du conducteur',
  });
  await expect(onPage.getByRole('listitem')).toHaveText([
    /BlaBla$/,
    /Non-fumeur$/,
    /Animaux acceptés$/,
    /Bagage moyen$/,
  ]);
  await rider.getByRole('button', { name: /^Réserver 1 place\b/ }).click();
  await rider.getByLabel('Titulaire de la carte').fill('Inès Passagère');
  await rider.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await rider.getByLabel('Mois').selectOption('12');
  await rider.getByLabel('Année').selectOption(String(new Date().getFullYear() + 2));
  await rider.getByLabel('Cryptogramme').fill('123');
  await rider.getByRole('button', { name: /^Payer/ }).click();
  await expect(rider).toHaveURL(new RegExp(`/covoiturage/${withPets.id}\\?paiement=reussi$`));
  await expect(rider.getByTestId('ma-reservation')).toContainText('Confirmée');
  if (process.env.SCREENSHOT_DIR)
    await rider.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/preferences-trajet.png`,
      fullPage: true,
    });
  await context.close();
});
