import { test, expect } from './fixtures';
import {
  bookThenCancel,
  driverTripsInOrder,
  menuLeadsToMoney,
  shotsDir,
} from './support/booking-hub';

test.use({ viewport: { width: 390, height: 844 } });

const dir = shotsDir('telephone');

test('sur un téléphone : le prix détaillé, la réservation sur la page du trajet, l’annulation au montant exact', async ({
  page,
  loggedInAs,
}) => {
  test.setTimeout(120_000);
  await bookThenCancel(page, dir, loggedInAs, 6);
});

test('sur un téléphone : « Mes trajets » à venir d’abord, les trajets passés grisés ensuite', async ({
  page,
  loggedInAs,
}) => {
  await driverTripsInOrder(page, dir, loggedInAs);
});

test('sur un téléphone : le menu mène à Mes paiements, Mon argent et Notifications', async ({
  page,
  loggedInAs,
  member,
}) => {
  await loggedInAs(member);
  await menuLeadsToMoney(page, async () => {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu mobile' });
    await expect(menu).toBeVisible();
    return menu;
  });
});
