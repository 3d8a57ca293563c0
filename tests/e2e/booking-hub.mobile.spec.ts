import { telephones } from '../../apps/api/src/db/schema';
import { test, expect } from './fixtures';
import { createBooking, createMember, createTrip, withE2eDatabase } from './support/factories';
import { bookThenCancel, driverTripsInOrder, menuLeadsToMoney } from './support/booking-hub';

test.use({ viewport: { width: 390, height: 844 } });

test('sur un téléphone : le prix détaillé, la réservation sur la page du trajet, l’annulation au montant exact', async ({
  page,
  loggedInAs,
}) => {
  test.setTimeout(120_000);
  await bookThenCancel(page, loggedInAs, 6);
});

test('sur un téléphone : « Mes trajets » à venir d’abord, les trajets passés grisés ensuite', async ({
  page,
  loggedInAs,
}) => {
  await driverTripsInOrder(page, loggedInAs);
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

test('sur un téléphone : le conducteur lit le téléphone de son passager confirmé', async ({
  page,
  loggedInAs,
}) => {
  const { driver, trip, rider } = await withE2eDatabase(async (db) => {
    const driver = await createMember(db, { prenom: 'Gaston' });
    const rider = await createMember(db, { prenom: 'Romy' });
    await db
      .insert(telephones)
      .values({ utilisateur_id: rider.id, numero: '+32470123456', verifie_le: new Date() });
    const trip = await createTrip(db, { driver, inDays: 5 });
    await createBooking(db, { trip, passenger: rider });
    return { driver, trip, rider };
  });
  await loggedInAs(driver);
  await page.goto(`/covoiturage/${trip.id}`);
  // A Belgian mobile, in the international form a French phone dials.
  const call = page.getByRole('link', { name: `Appeler ${rider.prenom} : +32 470 12 34 56` });
  await expect(call).toHaveAttribute('href', 'tel:+32470123456');
});
