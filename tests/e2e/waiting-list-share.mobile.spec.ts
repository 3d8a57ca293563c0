import type { BrowserContext, Page } from '@playwright/test';
import { encodeBookingCode } from '@bonneroute/shared/booking';
import { vehicules } from '../../apps/api/src/db/schema';
import { expect, test } from './fixtures';
import { openSession } from './support/api-as';
import { fillCard } from './support/booking-hub';
import { shoot } from './support/experience';
import { createMember, createTrip, withE2eDatabase } from './support/factories';
import { readMailLink } from './support/outbox';

/** A one-seat trip of Hélène (car and plate known), a passenger who will book it, and Wanda. */
function makeData() {
  return withE2eDatabase(async (db) => {
    const stamp = Date.now().toString(36);
    const driver = await createMember(db, {
      prenom: 'hélène',
      email: `helene.${stamp}@exemple.fr`,
    });
    await db.insert(vehicules).values({
      utilisateur_id: driver.id,
      marque: 'Renault',
      modele: 'Clio',
      couleur: 'Rouge',
      immatriculation: 'GH-456-JK',
    });
    const trip = await createTrip(db, { driver, inDays: 4, nb_places_proposees: 1 });
    const paulin = await createMember(db, {
      prenom: 'paulin',
      email: `paulin.${stamp}@exemple.fr`,
    });
    const wanda = await createMember(db, { prenom: 'wanda', email: `wanda.${stamp}@exemple.fr` });
    return { trip, paulin, wanda };
  });
}

async function payOneSeat(page: Page, tripId: number) {
  await page.goto(`/paiement/${encodeBookingCode(tripId, 1)}`);
  await fillCard(page);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(new RegExp(`/covoiturage/${tripId}\\?paiement=reussi$`));
  await expect(page.getByTestId('ma-reservation')).toContainText('Confirmée');
}

async function contextAs(page: Page, person: { email: string }): Promise<BrowserContext> {
  const context = await page
    .context()
    .browser()!
    .newContext({
      viewport: page.viewportSize() ?? undefined,
      isMobile: true,
      hasTouch: true,
    });
  await openSession(context, person);
  return context;
}

test.use({ viewport: { width: 390, height: 844 } });

test('sur un téléphone : la liste d’attente obtient la place libérée, puis un proche suit le trajet', async ({
  page,
  loggedInAs,
}) => {
  test.setTimeout(120_000);
  const { trip, paulin, wanda } = await makeData();

  // Paulin takes the only seat.
  const paulinContext = await contextAs(page, paulin);
  const paulinPage = await paulinContext.newPage();
  await payOneSeat(paulinPage, trip.id);

  // Wanda finds the trip full and joins its waiting list.
  await loggedInAs(wanda);
  await page.goto(`/covoiturage/${trip.id}`);
  await page.getByRole('button', { name: 'Me prévenir si une place se libère' }).click();
  await expect(page.getByText('Vous êtes 1er sur la liste d’attente')).toBeVisible();
  await page.getByText('Vous êtes 1er sur la liste d’attente').scrollIntoViewIfNeeded();
  await shoot(page, 'liste-attente');

  // Paulin cancels: the seat is Wanda's for 30 minutes, by e-mail and on the page.
  const hub = paulinPage.getByRole('region', { name: 'Ma réservation' });
  await hub.getByRole('button', { name: 'Annuler ma réservation' }).click();
  await paulinPage
    .getByRole('dialog', { name: 'Confirmer l’annulation' })
    .getByRole('button', { name: 'Oui, annuler' })
    .click();
  await expect(hub.getByRole('button', { name: 'Annuler ma réservation' })).toHaveCount(0);
  await paulinContext.close();

  const link = await readMailLink(wanda.email, `/covoiturage/${trip.id}`);
  await page.goto(link);
  await expect(
    page.getByText(/^Une place vous est réservée jusqu’à \d{2}\u00a0h\u00a0\d{2}$/),
  ).toBeVisible();
  await page.getByText(/^Une place vous est réservée/).scrollIntoViewIfNeeded();
  await shoot(page, 'liste-attente-priorite');
  await page.getByRole('button', { name: /^Réserver 1 place\b/ }).click();
  await fillCard(page);
  // The passenger who paid is off the list.
  const booked = async () =>
    expect(page.getByText(/réservée jusqu’à|sur la liste d’attente|Me prévenir/)).toHaveCount(0);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}\\?paiement=reussi$`));
  await expect(page.getByTestId('ma-reservation')).toContainText('Confirmée');
  await booked();

  // Wanda shares her trip and her position with a relative.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 47.32, longitude: 3.52, accuracy: 20 });
  await page.getByRole('button', { name: 'Créer un lien de suivi pour un proche' }).click();
  const url = await page.getByLabel('Voici le lien à envoyer à un proche :').inputValue();
  expect(url).toMatch(/\/suivi\/[\w-]{43}$/);
  await page.getByRole('button', { name: 'Partager ma position' }).click();
  await expect(page.getByText(/Votre position est partagée toutes les 30 secondes/)).toBeVisible();
  await shoot(page, 'partage-trajet');

  const relative = await page
    .context()
    .browser()!
    .newContext({
      viewport: page.viewportSize() ?? undefined,
    });
  const relativePage = await relative.newPage();
  await relativePage.goto(new URL(url).pathname);
  await expect(relativePage.getByRole('heading', { level: 1 })).toHaveText(
    'Wanda partage son trajet avec vous',
  );
  await expect(relativePage.getByText('Hélène')).toBeVisible();
  await expect(relativePage.getByText('GH-456-JK')).toBeVisible();
  await expect(relativePage.getByText(/Départ : Paris/)).toBeVisible();
  await expect(relativePage.getByTestId('position-recue')).toHaveText(
    /^Position reçue à \d{2} h \d{2}$/,
  );
  await shoot(relativePage, 'suivi');
  await relativePage.setViewportSize({ width: 1280, height: 900 });
  await shoot(relativePage, 'suivi');
  await relative.close();
});
