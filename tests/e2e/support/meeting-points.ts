/**
 * docs/product/trips-and-search.md#meeting-points, on the desktop (meeting-points.spec.ts) and on
 * a phone (meeting-points.mobile.spec.ts): the driver picks the departure's point on the trip's
 * map (the offline default: no MAP_STYLE_URL in the e2e server) and adds a note; a passenger who
 * pays reads it with the note and a link for the maps app.
 */
import { expect, type Page } from '@playwright/test';
import { encodeBookingCode } from '@bonneroute/shared/booking';
import { formatEuros, quote } from '@bonneroute/shared/pricing';
import { meetingPointTexts } from '@bonneroute/shared/trips';
import { fillCard } from './booking-hub';
import { queryE2eDatabase } from './database';
import { shoot } from './experience';
import { createMember, createTrip, withE2eDatabase } from './factories';

type Login = (account: { email: string }) => Promise<void>;

export async function driverPointPassengerSees(page: Page, login: Login, inDays: number) {
  const { driver, trip, passenger } = await withE2eDatabase(async (db) => {
    const driver = await createMember(db, { prenom: 'Chloé', nom: 'Conductrice' });
    const trip = await createTrip(db, { driver, inDays });
    const passenger = await createMember(db, { prenom: 'Pierre', nom: 'Passager' });
    return { driver, trip, passenger };
  });

  await login(driver);
  await page.goto(`/covoiturage/${trip.id}`);
  // The route map draws itself (MapLibre, the shipped outlines) beside the text itinerary.
  await expect(page.getByRole('region', { name: /^Carte du trajet Paris → Lyon/ })).toHaveAttribute(
    'data-map-state',
    'ready',
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Modifier les points de rendez-vous' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier les points de rendez-vous' });
  await expect(dialog.getByLabel('Point à modifier')).toHaveValue('0');
  await dialog.getByRole('button', { name: 'Choisir sur la carte' }).click();
  const picker = dialog.getByRole('region', { name: /touchez le lieu du rendez-vous/ });
  await expect(picker).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
  const box = (await picker.boundingBox())!;
  // A little east of the current point (the map opens centred on it).
  await picker.click({ position: { x: box.width / 2 + 40, y: box.height / 2 } });
  await expect(dialog.getByText(/^Point choisi sur la carte : 48,8/)).toBeVisible();
  await dialog.getByLabel('Point de rendez-vous à Paris').fill('Parking du centre commercial');
  await dialog.getByLabel('Note pour les passagers (facultatif)').fill('devant l’entrée');
  await dialog.getByRole('button', { name: 'Enregistrer le point' }).click();
  await expect(dialog.getByText(meetingPointTexts.savedNoPassenger)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Stored where the search reads it: east of the trip's old point, still in Paris.
  const [stop] = await queryE2eDatabase<{ latitude: number; longitude: number }>(
    'SELECT latitude, longitude FROM trajets_arrets WHERE trajet_id = $1 AND position = 0',
    [trip.id],
  );
  expect(stop!.longitude).toBeGreaterThan(trip.longitude_depart);
  expect(Math.abs(stop!.latitude - trip.latitude_depart)).toBeLessThan(0.05);

  await login(passenger);
  const price = quote(trip.montant_contribution, 1);
  await page.goto(`/paiement/${encodeBookingCode(trip.id, 1)}`);
  await fillCard(page);
  await page.getByRole('button', { name: `Payer ${formatEuros(price.total_cents)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}\\?paiement=reussi$`));
  const route = page.getByRole('list', { name: 'Itinéraire' });
  await expect(route).toContainText('Parking du centre commercial');
  await expect(route).toContainText('« devant l’entrée »');
  const link = route.getByRole('link', {
    name: `${meetingPointTexts.openInMaps} : Parking du centre commercial, Paris`,
  });
  const phone = /Android/.test(await page.evaluate(() => navigator.userAgent));
  await expect(link).toHaveAttribute(
    'href',
    phone
      ? /^geo:48\.\d+,2\.\d+\?q=48\.\d+,2\.\d+\(Parking%20du%20centre%20commercial\)$/
      : /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=48\.\d+%2C2\.\d+$/,
  );
  await expect(page.getByRole('region', { name: /^Carte du trajet Paris → Lyon/ })).toHaveAttribute(
    'data-map-state',
    'ready',
    { timeout: 30_000 },
  );
  await shoot(page, 'trajet-carte');

  // The booking e-mail names the point with its note and the https maps link.
  const [mail] = await queryE2eDatabase<{ text: string }>(
    "SELECT text FROM emails WHERE recipient = $1 AND template = 'confirmation-reservation'",
    [passenger.email],
  );
  expect(mail!.text).toContain('Départ : Parking du centre commercial, Paris (devant l’entrée)');
  expect(mail!.text).toMatch(
    /Ouvrir dans l’application de cartes : https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=48\.\d+%2C2\.\d+/,
  );
}
