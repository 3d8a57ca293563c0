import type { Page } from '@playwright/test';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { expect } from '../fixtures';
import { openSession } from './api-as';
import { createBooking, createMember, createTrip, createUser, withE2eDatabase } from './factories';

const LYON = { nom: 'Lyon', code_commune: '69123', latitude: 45.74846, longitude: 4.84671 };

/**
 * Paris → Marseille via Lyon, 2 seats, both sold Paris → Lyon to Marie; Anatole may book
 * (docs/product/booking-and-money.md#seats-per-leg).
 */
function makeData(inDays: number) {
  return withE2eDatabase(async (db) => {
    const stamp = `${Date.now().toString(36)}${inDays}`;
    const driver = await createUser(db, { prenom: 'bérénice', email: `bere.${stamp}@exemple.fr` });
    const marie = await createUser(db, { prenom: 'marie', email: `marie.${stamp}@exemple.fr` });
    const passenger = await createMember(db, {
      prenom: 'anatole',
      email: `anatole.${stamp}@exemple.fr`,
    });
    const trip = await createTrip(db, {
      driver,
      inDays,
      heure: '09:15',
      nb_places_proposees: 2,
      ville_arrivee: 'Marseille',
      code_commune_arrivee: '13055',
      adresse_arrivee: 'Gare Saint-Charles, 13001 Marseille',
      latitude_arrivee: 43.29695,
      longitude_arrivee: 5.38107,
      montant_contribution: 4000,
      villes_etapes: [LYON],
      montants_etapes: [2200],
    });
    await createBooking(db, { trip, passenger: marie, seats: 2, leg: { depart: 0, arrivee: 1 } });
    return { passenger, trip, date: addDays(todayInParis(), inDays) };
  });
}

const results = (date: string, from: [string, string], to: [string, string]) =>
  `/resultats?${new URLSearchParams({ date, from: from[0], to: to[0], from_city: from[1], to_city: to[1] })}`;

/**
 * The passenger finds Lyon → Marseille with its 2 seats though Paris → Lyon is sold out, books
 * one seat of that leg, and sees who gets in and out where.
 */
export async function bookTheFreeLeg(page: Page, inDays: number) {
  const { passenger, trip, date } = await makeData(inDays);
  await openSession(page.context(), passenger);

  // Paris → Lyon is full: the trip is not offered there.
  await page.goto(results(date, ['75056', 'Paris'], ['69123', 'Lyon']));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Bérénice' })).toHaveCount(0);

  await page.goto(results(date, ['69123', 'Lyon'], ['13055', 'Marseille']));
  const card = page.getByRole('article').filter({ hasText: 'Bérénice' });
  await expect(card).toContainText('2 places disponibles');
  await card.getByRole('link', { name: 'Détails' }).click();

  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}\\?troncon=1-2$`));
  await expect(page.getByText(/Votre trajet : Lyon → Marseille/)).toBeVisible();
  await expect(page.getByText('2 places disponibles', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Réserver 1 place\b/ }).click();

  await page.getByLabel('Titulaire de la carte').fill('Anatole Passager');
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Mois').selectOption('12');
  await page.getByLabel('Année').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('button', { name: /^Payer/ }).click();

  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}\\?paiement=reussi$`));
  await expect(page.getByTestId('ma-reservation')).toContainText('Confirmée');
  // The meeting point is where this passenger gets in: Lyon, not the trip's departure in Paris.
  const hub = page.getByRole('region', { name: 'Ma réservation' });
  await expect(hub).toContainText(/Point de rendez-vous\s*Lyon\./);
  await expect(hub).not.toContainText('75012 Paris');
  // Their own leg still: its towns and the one seat left on it.
  await expect(page.getByText(/Votre trajet : Lyon → Marseille/)).toBeVisible();
  await expect(page.getByText('1 place disponible', { exact: true })).toBeVisible();
  const boardings = page.getByTestId('montees-descentes').getByRole('listitem');
  await expect(boardings).toHaveText([
    'Paris : Marie monte',
    'Lyon : Marie descend · Anatole monte',
    'Marseille : Anatole descend',
  ]);
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/places-par-troncon-${inDays}.png`,
      fullPage: true,
    });
}
