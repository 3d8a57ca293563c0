import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSession } from './support/api-as';
import { createBooking, createTrip, createUser, withE2eDatabase } from './support/factories';
import { messages } from '../../apps/api/src/db/schema';

// The narrowest phone we design for.
test.use({ viewport: { width: 390, height: 844 } });
// The second report of the same message is answered 409, on purpose.
test.use({ allowedConsoleErrors: [/status of 409 .*\/api\/signalements\)/] });

const SHOTS = 'test-results/signalements';
mkdirSync(SHOTS, { recursive: true });
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Hugo drives; Léo booked and wrote him a threatening message; a staff member decides. */
async function threateningMessage() {
  return withE2eDatabase(async (db) => {
    const stamp = Date.now().toString(36);
    const hugo = await createUser(db, { prenom: 'Hugo', email: `hugo.s.${stamp}@exemple.fr` });
    const leo = await createUser(db, { prenom: 'Léo', email: `leo.s.${stamp}@exemple.fr` });
    const staff = await createUser(db, {
      prenom: 'Margot',
      role: 'MANAGER',
      email: `margot.s.${stamp}@exemple.fr`,
    });
    const trip = await createTrip(db, { driver: hugo });
    await createBooking(db, { trip, passenger: leo });
    await db.insert(messages).values({
      trajet_id: trip.id,
      utilisateur_id: leo.id,
      destinataire_id: hugo.id,
      objet: 'Trajet',
      message: 'Réponds-moi ou je viens te chercher chez toi.',
      is_public: false,
    });
    return { hugo, leo, staff, trip };
  });
}

async function phonePage(browser: Browser, person: { email: string }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await openSession(context, person);
  return context.newPage();
}

test('on a 390 px phone: a member reports a message, staff decide, the member reads the decision', async ({
  page,
  browser,
}) => {
  const { hugo, staff } = await threateningMessage();

  // Hugo reports Léo's message from his conversations.
  await openSession(page.context(), hugo);
  await page.goto('/utilisateurs');
  const conversation = page.getByRole('article', { name: 'Conversation avec Léo' });
  await expect(conversation).toContainText('je viens te chercher');
  const report = conversation.getByRole('button', { name: 'Signaler le message de Léo' });
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Signaler le message de Léo' });
  await expect(dialog).toBeVisible();
  // Escape closes it and gives the focus back to « Signaler ».
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();
  await report.click();
  // Without a reason, the dialog says what is missing.
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Choisissez la raison du signalement.');
  await dialog.getByRole('radio', { name: 'Harcèlement, insultes ou menaces' }).check();
  await dialog.getByLabel('Précisions (facultatif)').fill('Il menace de venir chez moi.');
  await noHorizontalScroll(page);
  await shoot(page, 'signaler-390');
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByText(/Merci, votre signalement a été envoyé/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).first().click();

  // Reporting it again is refused with a French reason.
  await report.click();
  await dialog.getByRole('radio', { name: 'Autre raison' }).check();
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Vous avez déjà signalé ce contenu');
  await page.keyboard.press('Escape');

  await page.goto('/utilisateurs/signalements');
  await expect(page.getByText('Vous avez signalé un message.')).toBeVisible();
  await expect(page.getByText('En attente d’examen')).toBeVisible();

  // Staff decide it in the admin queue, on a phone too.
  const admin = await phonePage(browser, staff);
  await admin.goto('/utilisateurs/admin/signalements');
  const row = admin.getByRole('listitem').filter({ hasText: 'Il menace de venir chez moi.' });
  await expect(row).toContainText('je viens te chercher');
  await noHorizontalScroll(admin);
  await shoot(admin, 'file-admin-390');
  await row.getByRole('button', { name: /^Décider/ }).click();
  const decision = admin.getByRole('dialog', { name: 'Décider du signalement' });
  await decision.getByRole('radio', { name: 'Contenu retiré' }).check();
  await decision
    .getByLabel('Motifs (envoyés aux membres concernés)')
    .fill('Menaces envers un autre membre : le message est retiré.');
  await decision.getByRole('button', { name: 'Rendre la décision' }).click();
  await expect(
    admin.getByText('Décision rendue : les deux membres en reçoivent les motifs.'),
  ).toBeVisible();
  await admin.context().close();

  // Hugo reads the decision and its reasons, and may contest it.
  await page.goto('/utilisateurs/signalements');
  await expect(page.getByText('Décision rendue')).toBeVisible();
  await expect(page.getByText('Contenu retiré', { exact: false })).toBeVisible();
  await expect(
    page.getByText('Menaces envers un autre membre : le message est retiré.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contester la décision' })).toBeVisible();
  await noHorizontalScroll(page);
  await shoot(page, 'mes-signalements-390');
  // The message itself no longer shows.
  await page.goto('/utilisateurs');
  await expect(page.getByText('[message retiré par l’équipe BonneRoute]')).toBeVisible();
});

test('at 1280 px: a profile reported, the admin queue, a flagged driver warned', async ({
  browser,
}) => {
  const { hugo, staff, leo } = await threateningMessage();
  await withE2eDatabase((db) =>
    createTrip(db, { driver: leo, description: 'Paiement en espèces au départ, +5 € par bagage.' }),
  );
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await openSession(context, hugo);
  const page = await context.newPage();
  await page.goto(`/utilisateurs/${leo.id}`);
  await page.getByRole('button', { name: 'Signaler le profil de Léo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler le profil de Léo' });
  await dialog.getByRole('radio', { name: 'Faux profil ou usurpation d’identité' }).check();
  await page.screenshot({ path: `${SHOTS}/signaler-1280.png` });
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByText(/Merci, votre signalement a été envoyé/)).toBeVisible();
  await context.close();
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await openSession(adminContext, staff);
  const admin = await adminContext.newPage();
  await admin.goto('/utilisateurs/admin/signalements');
  await expect(admin.getByRole('heading', { name: 'Signalements' })).toBeVisible();
  await expect(
    admin.getByRole('listitem').filter({ hasText: 'Faux profil' }).first(),
  ).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/file-admin-1280.png`, fullPage: true });
  await admin.goto('/utilisateurs/admin/conducteurs-signales');
  await expect(admin.getByRole('heading', { name: 'Conducteurs signalés' })).toBeVisible();
  const flagged = admin.getByRole('listitem').filter({ hasText: leo.email });
  await expect(flagged).toContainText('« +5 € par bagage »');
  await admin.screenshot({ path: `${SHOTS}/conducteurs-1280.png`, fullPage: true });
  // Staff warn the driver from the list.
  await flagged.getByRole('button', { name: /^Avertir/ }).click();
  const warning = admin.getByRole('dialog', { name: /^Avertir/ });
  await warning
    .getByLabel('Motifs (envoyés aux membres concernés)')
    .fill('Aucun frais en plus de la participation, aucun paiement en espèces.');
  await warning.getByRole('button', { name: 'Envoyer l’avertissement' }).click();
  await expect(admin.getByText('Avertissement envoyé (notification et e-mail).')).toBeVisible();
  await expect(flagged).toContainText('averti le');
  await adminContext.close();
});
