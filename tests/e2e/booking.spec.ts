import type { Page } from '@playwright/test';
import { TEST_CARDS, encodeBookingCode } from '@bonneroute/shared/booking';
import { test, expect } from './fixtures';
import { queryE2eDatabase } from './support/database';
import { makeMember, makeTrip } from './support/factories';

// A declined card answers 402: the browser logs the failed request.
test.use({ allowedConsoleErrors: [/status of 402/] });

/** An automatic trip of someone else, leaving in a few days, with 3 free seats; and a passenger. */
async function freeTrip() {
  const trip = await makeTrip({ driver: await makeMember(), inDays: 5 });
  const passenger = await makeMember({ prenom: 'Paula', nom: 'Passagère' });
  return { id: trip.id, contribution: trip.montant_contribution, passenger };
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Titulaire de la carte').fill('Paula Passagère');
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel('Mois').selectOption('12');
  await page.getByLabel('Année').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Cryptogramme').fill('123');
}

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u202f/g, '\u00a0');

test('a passenger books 2 seats with the success card and finds the payment', async ({
  page,
  loggedInAs,
}) => {
  const trip = await freeTrip();
  const total = 2 * (trip.contribution + 200) - 100;
  await loggedInAs(trip.passenger);
  await page.goto(`/paiement/${encodeBookingCode(trip.id, 2)}`);
  const pay = page.getByRole('button', { name: `Payer ${euros(total)}` });
  await expect(pay).toBeDisabled();
  await fillCard(page, TEST_CARDS.success);
  await pay.click();

  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}\\?paiement=reussi$`));
  await expect(page.getByText('Votre paiement a bien été effectué')).toBeVisible();

  await page.goto('/utilisateurs/argent?type=paiements');
  await expect(page.getByRole('heading', { name: 'Mes paiements' })).toBeVisible();
  await expect(page.getByText(euros(total)).first()).toBeVisible();
  const [row] = await queryE2eDatabase<{ nb_places_reservees: number; statut: string }>(
    `SELECT p.nb_places_reservees, p.statut FROM passagers p JOIN utilisateurs u
     ON u.id = p.utilisateur_id WHERE p.trajet_id = $1 AND u.email = $2 ORDER BY p.id DESC`,
    [trip.id, trip.passenger.email],
  );
  expect(row).toEqual({ nb_places_reservees: 2, statut: 'CONFIRMEE' });
});

test('a declined card says the bank refused it and charges nothing', async ({
  page,
  loggedInAs,
}) => {
  const trip = await freeTrip();
  await loggedInAs(trip.passenger);
  await page.goto(`/paiement/${encodeBookingCode(trip.id, 1)}`);
  await fillCard(page, TEST_CARDS.declined);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('alert')).toContainText('Votre banque a refusé le paiement.');
  await expect(page.getByLabel('Numéro de carte')).toHaveValue('');
  const charged = await queryE2eDatabase<{ n: number }>(
    `SELECT count(*)::int AS n FROM ecritures WHERE trajet_id = $1`,
    [trip.id],
  );
  expect(charged[0]!.n).toBe(0);
});

test('a 3-D Secure card goes through the challenge and back to the trip', async ({
  page,
  loggedInAs,
}) => {
  const trip = await freeTrip();
  await loggedInAs(trip.passenger);
  await page.goto(`/paiement/${encodeBookingCode(trip.id, 1)}`);
  await fillCard(page, TEST_CARDS.threeDSecure);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByRole('heading', { name: 'Authentification 3-D Secure' })).toBeVisible();
  await page.getByRole('button', { name: 'Valider le paiement' }).click();
  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}\\?paiement=reussi$`));
  await expect(page.getByText('Votre paiement a bien été effectué')).toBeVisible();
});
