/**
 * The booking hub's journeys, run on the desktop (booking-hub.spec.ts) and on a 390 px phone
 * (booking-hub.mobile.spec.ts): prices said plainly, cancelling with the exact refund, the trip
 * page as « Ma réservation », « Mes trajets » upcoming first. Every expected figure is computed
 * with the shared functions the server uses (quote, priceBreakdown, refundQuote, refundArrivesBy).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  encodeBookingCode,
  refundArrivesBy,
  refundQuote,
  refundTexts,
  TEST_CARDS,
} from '@bonneroute/shared/booking';
import { addDays, formatDay, parisDateTimeToInstant, todayInParis } from '@bonneroute/shared/dates';
import {
  discountText,
  driverShareText,
  feeIncludedText,
  formatEuros,
  priceBreakdown,
  quote,
} from '@bonneroute/shared/pricing';
import { telephones } from '../../../apps/api/src/db/schema';
import { shoot } from './experience';
import { createMember, createTrip, withE2eDatabase } from './factories';

export const DRIVER_PHONE = { e164: '+33612345678', shown: '06 12 34 56 78' };
const CONTRIBUTION = 1600;

/** The `loggedInAs` fixture (fixtures.ts). */
type Login = (account: { email: string }) => Promise<void>;

/** A driver with a verified phone, their 16 € trip in `inDays` days, and a passenger. */
export function makeHubData(inDays: number) {
  return withE2eDatabase(async (db) => {
    const driver = await createMember(db, { prenom: 'Hélène', nom: 'Conductrice' });
    await db
      .insert(telephones)
      .values({ utilisateur_id: driver.id, numero: DRIVER_PHONE.e164, verifie_le: new Date() });
    const trip = await createTrip(db, { driver, inDays, montant_contribution: CONTRIBUTION });
    const passenger = await createMember(db, { prenom: 'Paulin', nom: 'Passager' });
    return { driver, trip, passenger };
  });
}

export async function fillCard(page: Page) {
  await page.getByLabel('Titulaire de la carte').fill('Paulin Passager');
  await page.getByLabel('Numéro de carte').fill(TEST_CARDS.success);
  await page.getByLabel('Mois').selectOption('12');
  await page.getByLabel('Année').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Cryptogramme').fill('123');
}

/** Each line of a breakdown region, « label amount », as priceBreakdown words it. */
async function expectBreakdown(page: Page, title: string, price: ReturnType<typeof quote>) {
  const region = page.getByRole('region', { name: title });
  await expect(region).toBeVisible();
  for (const line of priceBreakdown(price)) {
    const amount =
      line.montant_cents < 0
        ? `−\u00a0${formatEuros(-line.montant_cents)}`
        : formatEuros(line.montant_cents);
    await expect(region.locator(`[data-code="${line.code}"]`)).toContainText(line.libelle);
    await expect(region.locator(`[data-code="${line.code}"]`)).toContainText(amount);
  }
}

/**
 * A passenger reads the price line by line, books 2 seats, finds the trip page turned into
 * « Ma réservation » (status, seats, paid, meeting point, the driver's phone, chat, cancel),
 * cancels with the exact refund quoted, then reads the refund and the day it arrives.
 */
export async function bookThenCancel(page: Page, login: Login, inDays: number) {
  const { trip, passenger } = await makeHubData(inDays);
  await login(passenger);
  const one = quote(CONTRIBUTION, 1);
  const two = quote(CONTRIBUTION, 2);

  await page.goto(`/covoiturage/${trip.id}`);
  await expect(page.getByTestId('prix-explique')).toHaveText(feeIncludedText(one));
  await expectBreakdown(page, 'Détail du prix pour 1 place', one);
  await expect(page.getByText(discountText(two)!)).toBeVisible();
  await shoot(page, 'trajet-avant');

  await page.goto(`/paiement/${encodeBookingCode(trip.id, 2)}`);
  await expectBreakdown(page, 'Détail de votre paiement', two);
  await expect(page.getByText(discountText(two)!)).toBeVisible();
  await shoot(page, 'paiement');
  await fillCard(page);
  await page.getByRole('button', { name: `Payer ${formatEuros(two.total_cents)}` }).click();

  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}\\?paiement=reussi$`));
  await expect(page.getByRole('link', { name: '« Mes paiements »' })).toHaveAttribute(
    'href',
    '/utilisateurs/argent?type=paiements',
  );
  const hub = page.getByRole('region', { name: 'Ma réservation' });
  await expect(hub.getByTestId('ma-reservation')).toContainText('Confirmée');
  await expect(hub.getByTestId('ma-reservation')).toContainText('2 places');
  await expect(hub.getByTestId('ma-reservation')).toContainText(
    `Payé : ${formatEuros(two.total_cents)}`,
  );
  await expect(hub).toContainText(trip.adresse_depart);
  await expect(hub.getByRole('link', { name: DRIVER_PHONE.shown })).toHaveAttribute(
    'href',
    `tel:${DRIVER_PHONE.e164}`,
  );
  await expect(hub.getByRole('button', { name: 'Discuter avec les covoitureurs' })).toBeVisible();
  // The seat buttons are folded away: never « Réserver 1 place » above « Confirmée ».
  await expect(page.getByRole('button', { name: /^Réserver 1 place/ })).toBeHidden();
  await expect(page.getByText('Réserver d’autres places', { exact: true })).toBeVisible();
  await shoot(page, 'trajet-apres');

  const expected = refundQuote({
    status: 'PAIEMENT_REUSSI',
    montant: two.montant_cents,
    fees: two.fees_cents,
    departure: parisDateTimeToInstant(trip.date, trip.heure.slice(0, 5)),
    now: new Date(),
    by: 'passager',
  });
  await hub.getByRole('button', { name: 'Annuler ma réservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer l’annulation' });
  await expect(dialog.getByTestId('remboursement-prevu')).toContainText(
    refundTexts.willRefund(expected.total, expected.paid),
  );
  await expect(dialog).toContainText(expected.ruleText);
  await shoot(page, 'annulation');
  await dialog.getByRole('button', { name: 'Oui, annuler' }).click();

  const done = page.getByRole('dialog', { name: refundTexts.doneTitle });
  await expect(done.getByTestId('remboursement-effectue')).toContainText(
    refundTexts.done(expected.total),
  );
  await expect(done).toContainText(formatDay(refundArrivesBy(new Date()), 'weekdayLong'));
  await shoot(page, 'annulation-faite');
  await page.keyboard.press('Escape');
  await expect(done).toBeHidden();
  await expect(hub.getByTestId('ma-reservation')).toContainText('Annulée');
  await expect(hub.getByRole('button', { name: 'Annuler ma réservation' })).toHaveCount(0);
}

/**
 * « Mes trajets » of a driver: trips still to leave first (soonest first), then past ones (latest
 * first), greyed with « Trajet passé » and without actions; the driver's own trip page says
 * their 16 € is theirs.
 */
export async function driverTripsInOrder(page: Page, login: Login) {
  const today = todayInParis();
  const { driver, trips } = await withE2eDatabase(async (db) => {
    const driver = await createMember(db, { prenom: 'Octave', nom: 'Ordre' });
    const at = (days: number) =>
      createTrip(db, { driver, date: addDays(today, days), montant_contribution: CONTRIBUTION });
    // Made out of order: the list must not follow the ids.
    const pastOld = await at(-20);
    const soon = await at(2);
    const pastRecent = await at(-1);
    const later = await at(9);
    return { driver, trips: [soon, later, pastRecent, pastOld] };
  });
  await login(driver);
  await page.goto('/utilisateurs/trajets?type=conducteur');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  for (const [index, trip] of trips.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(formatDay(trip.date, 'weekdayLong'), {
      ignoreCase: true,
    });
    const past = index >= 2;
    await expect(card.getByText('Trajet passé')).toHaveCount(past ? 1 : 0);
    await expect(card.getByRole('button', { name: 'Gestion passagers' })).toHaveCount(past ? 0 : 1);
    await expect(card).toContainText(driverShareText(quote(CONTRIBUTION, 1)));
  }
  await shoot(page, 'mes-trajets');

  await page.goto(`/covoiturage/${trips[0]!.id}`);
  await expect(page.getByTestId('prix-explique')).toHaveText(
    driverShareText(quote(CONTRIBUTION, 1)),
  );
  await expect(page.getByText('pour vous, par passager')).toBeVisible();
  await shoot(page, 'trajet-conducteur');
}

/**
 * « Mes paiements », « Mon argent » and « Notifications » from the header's menu (`open` shows it:
 * the burger on a phone, the member's menu on a desktop); « Mes paiements » leads to the list and
 * the money page's tabs lead back to the IBAN form.
 */
export async function menuLeadsToMoney(page: Page, open: () => Promise<Locator>) {
  await page.goto('/');
  let menu = await open();
  await expect(menu.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
    'href',
    '/utilisateurs/notifications',
  );
  const money = menu.getByRole('link', { name: 'Mon argent' });
  if ((await money.count()) > 0)
    await expect(money).toHaveAttribute('href', '/utilisateurs/argent?type=comptes');
  await menu.getByRole('link', { name: 'Mes paiements' }).click();
  await expect(page).toHaveURL(/\/utilisateurs\/argent\?type=paiements$/);
  await expect(page.getByRole('heading', { name: 'Mes paiements' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Mon argent' });
  await tabs.getByRole('link', { name: 'Mon IBAN / RIB' }).click();
  await expect(page).toHaveURL(/type=comptes$/);
  menu = await open();
  await menu.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Vos notifications' })).toBeVisible();
}
