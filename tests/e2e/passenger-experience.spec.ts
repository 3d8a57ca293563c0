import type { Page } from '@playwright/test';
import { TEST_CARDS, encodeBookingCode } from '@bonneroute/shared/booking';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { expect, test } from './fixtures';
import { openSession } from './support/api-as';
import {
  createBooking,
  createMember,
  createTrip,
  createUser,
  withE2eDatabase,
} from './support/factories';

// A declined card answers 402: the browser logs the failed request.
test.use({ allowedConsoleErrors: [/status of 402/] });

const MACON = { nom: 'Mâcon', code_commune: '71270', latitude: 46.3069, longitude: 4.8283 };

/** A driver with a trip (stage at Mâcon), another to be accepted, and a passenger. */
async function makeData(inDays: number) {
  return withE2eDatabase(async (db) => {
    const stamp = `${Date.now().toString(36)}${inDays}`;
    const driver = await createUser(db, {
      prenom: 'gwendoline',
      email: `gwen.${stamp}@exemple.fr`,
      date_naissance: '1990-05-17',
    });
    const passenger = await createMember(db, {
      prenom: 'anatole',
      email: `ana.${stamp}@exemple.fr`,
    });
    const trip = await createTrip(db, {
      driver,
      inDays,
      heure: '07:45',
      nb_places_proposees: 3,
      villes_etapes: [MACON],
      montants_etapes: [1200],
    });
    const manual = await createTrip(db, { driver, inDays: inDays + 1, is_resa_automatique: false });
    await createBooking(db, { trip: manual, passenger, statut: 'EN_ATTENTE' });
    return { driver, passenger, trip, manual, date: addDays(todayInParis(), inDays) };
  });
}

function ageFrom(birth: string): number {
  const today = todayInParis();
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Titulaire de la carte').fill('Anatole Passager');
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel('Mois').selectOption('12');
  await page.getByLabel('Année').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Cryptogramme').fill('123');
}

const VIEWPORTS = [
  { name: 'téléphone', viewport: { width: 390, height: 844 }, inDays: 40 },
  { name: 'ordinateur', viewport: { width: 1366, height: 850 }, inDays: 44 },
];

for (const { name, viewport, inDays } of VIEWPORTS) {
  test.describe(`parcours du passager sur ${name}`, () => {
    test.use({ viewport });

    test('a chosen town typed over keeps every letter', async ({ page }) => {
      await page.goto('/trouver-covoiturage');
      const from = page.getByRole('combobox', { name: 'Départ' });
      await from.fill('Pari');
      await page
        .getByRole('option', { name: /^Paris,/ })
        .first()
        .click();
      await expect(from).toHaveValue(/^Paris \(/);
      await from.selectText();
      await from.pressSequentially('Lyon');
      await expect(from).toHaveValue('Lyon');
      await expect(page.getByRole('option', { name: /^Lyon,/ }).first()).toBeVisible();
    });

    test('pay with a pasted card, see the trip at once, cancel, follow the refund', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const { passenger, trip, manual, date } = await makeData(inDays);
      await openSession(page.context(), passenger);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/b21-${name}-accueil.png`, fullPage: true });
      await page.goto('/utilisateurs');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Anatole /)).toBeVisible(); // stored as « anatole »
      await page.screenshot({ path: `/tmp/b21-${name}-tableau-de-bord.png`, fullPage: true });

      // Results: proper plurals, the card tells what people decide on (« Also »).
      await page.goto(
        `/resultats?${new URLSearchParams({ date, from: '75056', to: '69123', from_city: 'Paris', to_city: 'Lyon' })}`,
      );
      await expect(page.getByText('1 covoiturage trouvé', { exact: true })).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: 'Gwendoline' });
      await expect(card).toContainText('07 h 45');
      await expect(card).toContainText('12 h 15'); // 4 h 30 later
      await expect(card).toContainText('4 h 30');
      await expect(card).toContainText(`Gwendoline, ${ageFrom('1990-05-17')} ans`);
      await expect(card).toContainText('3 places disponibles');
      await expect(card).toContainText('Réservation immédiate');
      await expect(card).toContainText('Via Mâcon');
      // Month names in lower case (« 2 janvier 2027 »), first letter of the line only.
      const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      );
      await expect(card).toContainText(` ${month} `);
      await page.screenshot({ path: `/tmp/b21-${name}-resultats.png`, fullPage: true });

      // Trip page: « Réserver 1 place », « Réserver 2 places ».
      await page.goto(`/covoiturage/${trip.id}`);
      await expect(page.getByRole('button', { name: /^Réserver 1 place\b/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Réserver 2 places\b/ })).toBeVisible();
      await expect(page.getByText('Durée estimée : 4 h 30')).toBeVisible();
      await page.screenshot({ path: `/tmp/b21-${name}-trajet.png`, fullPage: true });

      // A declined card says the bank refused it.
      await page.goto(`/paiement/${encodeBookingCode(trip.id, 2)}`);
      await fillCard(page, '4000 0000 0000 0002');
      await page.getByRole('button', { name: /^Payer/ }).click();
      await expect(page.getByRole('alert')).toContainText('Votre banque a refusé le paiement.');

      // A number pasted with spaces keeps its 16 digits, shown by fours, with its network.
      await fillCard(page, '4242 4242 4242 4242');
      await expect(page.getByLabel('Numéro de carte')).toHaveValue(
        TEST_CARDS.success.replace(/(\d{4})(?=\d)/g, '$1 '),
      );
      await expect(page.getByTestId('card-brand')).toHaveText('Carte Visa');
      await page.screenshot({ path: `/tmp/b21-${name}-paiement.png`, fullPage: true });
      await page.getByRole('button', { name: /^Payer/ }).click();

      // The trip page shows the booking and the seats left at once, no reload.
      await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}\\?paiement=reussi$`));
      await expect(page.getByText('Votre paiement a bien été effectué')).toBeVisible();
      const mine = page.getByTestId('ma-reservation');
      await expect(mine).toContainText('2 places');
      await expect(mine).toContainText('Confirmée');
      await expect(page.getByText('Pas encore de réservation')).toHaveCount(0);
      await expect(page.getByText('1 place disponible', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Réserver 2 places/ })).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: 'Discuter avec les covoitureurs' }),
      ).toBeVisible();

      // My trips (passenger): each booking's state; no chat on the pending one.
      await page.goto('/utilisateurs/trajets?type=passager');
      const paid = page.getByRole('article').filter({ hasText: 'Via Mâcon' });
      await expect(paid.getByTestId('ma-reservation')).toContainText('Confirmée');
      await expect(paid.getByRole('link', { name: 'Chat' })).toBeVisible();
      const waiting = page
        .getByRole('article')
        .filter({ has: page.getByText('En attente d’acceptation') });
      await expect(waiting).toHaveCount(1);
      await expect(waiting.getByRole('link', { name: 'Chat' })).toHaveCount(0);
      await expect(waiting.getByRole('link', { name: /Détails/ })).toHaveAttribute(
        'href',
        `/covoiturage/${manual.id}`,
      );
      await page.screenshot({ path: `/tmp/b21-${name}-mes-trajets.png`, fullPage: true });

      // Cancel: the card stays, with the refund and its date; the chat is gone.
      await paid.getByRole('button', { name: 'Annuler la réservation' }).click();
      await page.getByRole('button', { name: 'Oui, annuler' }).click();
      await expect(paid.getByTestId('ma-reservation')).toContainText('Annulée');
      await expect(paid.getByTestId('ma-reservation')).toContainText(
        /Remboursé : 44,00\s€ le \d+ \p{L}+ \d{4}/u,
      );
      await expect(paid.getByRole('link', { name: 'Chat' })).toHaveCount(0);

      // Mes paiements keeps the payment with its refund line.
      await page.goto('/utilisateurs/argent?type=paiements');
      await expect(page.getByTestId('remboursement').first()).toContainText(
        /Remboursement de 44,00\s€ le \d+ [a-zéû]+ \d{4}/,
      );
      await page.screenshot({ path: `/tmp/b21-${name}-paiements.png`, fullPage: true });

      // Notification titles are French sentences, never a code.
      await page.goto('/utilisateurs/notifications');
      await expect(page.getByRole('heading', { name: 'Vos notifications' })).toBeVisible();
      await expect(page.getByText(/^[A-Z]+(_[A-Z]+)+$/)).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText('(s)');
    });
  });
}
