import { readFile } from 'node:fs/promises';
import { TEST_CARDS, encodeBookingCode } from '@bonneroute/shared/booking';
import { expect, test } from './fixtures';
import { makeMember, makeTrip } from './support/factories';

test.use({ viewport: { width: 390, height: 844 } });

test('sur un téléphone de 390 px : le reçu d’un paiement depuis « Mes paiements »', async ({
  page,
  loggedInAs,
}) => {
  const driver = await makeMember({ prenom: 'Éloïse', nom: 'Conductrice' });
  const trip = await makeTrip({ driver, inDays: 5 });
  const passenger = await makeMember({ prenom: 'Loïc', nom: 'Passager' });
  await loggedInAs(passenger);
  await page.goto(`/paiement/${encodeBookingCode(trip.id, 1)}`);
  await page.getByLabel('Titulaire de la carte').fill('Loïc Passager');
  await page.getByLabel('Numéro de carte').fill(TEST_CARDS.success);
  await page.getByLabel('Mois').selectOption('12');
  await page.getByLabel('Année').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}\\?paiement=reussi$`));

  await page.goto('/utilisateurs/argent?type=paiements');
  await expect(page.getByRole('heading', { name: 'Mes paiements' })).toBeVisible();
  const receipt = page.getByRole('button', { name: /^Reçu BR-\d{4}-\d{6} \(PDF\)$/ });
  await expect(receipt).toBeVisible();
  const numero = (await receipt.textContent())!.match(/BR-\d{4}-\d{6}/)![0];

  const answer = page.waitForResponse((response) => response.url().endsWith('/recu'));
  const download = page.waitForEvent('download');
  await receipt.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${numero}.pdf`);
  const file = await readFile((await saved.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  // The link fits the phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // A passenger who never received money has no yearly statement.
  await expect(page.getByRole('heading', { name: 'Relevé annuel' })).toHaveCount(0);

  // The driver's side: the yearly statement of the trip's year, in PDF and CSV.
  await loggedInAs(driver);
  await page.goto('/utilisateurs/argent?type=paiements');
  await expect(page.getByRole('heading', { name: 'Relevé annuel' })).toBeVisible();
  const year = Number(trip.date.slice(0, 4));
  await page.getByLabel('Année').selectOption(String(year));
  for (const [format, type] of [
    ['PDF', 'application/pdf'],
    ['CSV', 'text/csv; charset=utf-8'],
  ] as const) {
    const statement = page.waitForResponse((response) =>
      response.url().includes(`/releves/${year}`),
    );
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: `Relevé ${year} (${format})` }).click();
    expect((await statement).headers()['content-type']).toBe(type);
    expect((await saved).suggestedFilename()).toBe(`releve-${year}.${format.toLowerCase()}`);
  }
});
