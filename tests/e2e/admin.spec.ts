import type { Page } from '@playwright/test';
import { adminTexts } from '@bonneroute/shared/admin';
import { expect, test } from './fixtures';
import { E2E_ADMIN } from './support/database';
import { makeMember } from './support/factories';
import { loginAs } from './support/login';
import { readMailLink } from './support/outbox';

const ADMIN_PATHS = [
  '/utilisateurs/admin/dashboard',
  '/utilisateurs/admin/inscriptions',
  '/utilisateurs/admin/emails',
  '/utilisateurs/admin/trajets',
  '/utilisateurs/admin/otp-mobile',
];

/** Someone who registers and never clicks the validation link, through the real API. */
async function registerWithoutValidating(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/register', {
    multipart: {
      nom: 'Oubli',
      prenom: 'Rémi',
      email,
      sexe: 'M',
      date_naissance: '1991-02-03',
      password: 'Motdepasse#1',
      password_confirmation: 'Motdepasse#1',
      cgu: '1',
    },
    headers: { 'x-xsrf-token': decodeURIComponent(csrf) },
  });
  expect(response.status()).toBe(201);
}

test.describe('a regular user', () => {
  test.use({ allowedConsoleErrors: [/403 \(Forbidden\).*\/api\/admin\/inscriptions/] });

  test('is refused everywhere under /utilisateurs/admin', async ({ page, loggedInAs, member }) => {
    await loggedInAs(member);
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/erreur401$/);
    }
    const api = await page.evaluate(async () => {
      const response = await fetch('/api/admin/inscriptions', {
        headers: { authorization: `Bearer ${localStorage.getItem('bonneroute.token')}` },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(api.status).toBe(403);
    expect(api.body).toMatchObject({ errors: [{ detail: adminTexts.staffOnly }] });
  });
});

test('an admin reminds a registration once and reads the reminder in the outbox', async ({
  page,
  loggedInAs,
  admin,
}) => {
  const email = `oubli.${Date.now()}@exemple.fr`;
  await registerWithoutValidating(page, email);
  await loggedInAs(admin);

  await page.goto('/utilisateurs/admin/inscriptions');
  await expect(page.getByRole('heading', { name: 'Inscriptions à relancer' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible(); // newest first
  const pending = page.getByRole('listitem').filter({ hasText: email });
  await pending.getByRole('button', { name: 'Relancer Rémi Oubli' }).click();
  await expect(page.getByText(adminTexts.reminderSent)).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Rémi Oubli déjà relancé' })).toBeDisabled();

  await page.getByRole('link', { name: 'E-mails' }).click();
  await expect(page).toHaveURL(/\/utilisateurs\/admin\/emails$/);
  const row = page.getByRole('listitem').filter({ hasText: email }).first();
  await expect(row).toContainText('Votre inscription sur BonneRoute n’est pas terminée');
  await row.getByRole('button', { name: /Lire/ }).click();
  // The mail's HTML is shown in a sandboxed frame (no script may run there, not even a test's).
  const preview = page.locator('iframe[title^="Aperçu"]');
  await expect(preview).toHaveAttribute('srcdoc', /Valider mon adresse email/);
  await expect(preview).toHaveAttribute('sandbox', '');
  // What the frame shows carries no script of its own (so the console guard may ignore the
  // harness's blocked helper scripts, see fixtures.ts).
  expect(await preview.getAttribute('srcdoc')).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
  await page.getByText('Version texte').click();
  // The link's secret is masked for the team; the recipient's copy still has it.
  await expect(page.getByText(/\/validation-email\/\[masqué\]\//)).toBeVisible();
  const secret = (await readMailLink(email, '/validation-email/')).split('/')[2]!;
  expect(secret.length).toBeGreaterThan(30);
  await expect(page.locator('body')).not.toContainText(secret);
  await expect(page.locator('iframe[title^="Aperçu"]')).not.toHaveAttribute(
    'srcdoc',
    new RegExp(secret),
  );
});

test('the outbox shows a password reset mail without its link’s secret', async ({
  page,
  loggedInAs,
  admin,
}) => {
  const member = await makeMember();
  await page.goto('/');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const forgot = await page.request.post('/api/password/forgot', {
    multipart: { email: member.email },
    headers: { 'x-xsrf-token': decodeURIComponent(csrf) },
  });
  expect([200, 429]).toContain(forgot.status());
  const secret = (await readMailLink(member.email, '/reset-mot-de-passe/')).split('/')[2]!;

  await loggedInAs(admin);
  await page.goto('/utilisateurs/admin/emails');
  const row = page
    .getByRole('listitem')
    .filter({ hasText: member.email })
    .filter({ hasText: /mot de passe/i })
    .first();
  await row.getByRole('button', { name: /Lire/ }).click();
  await page.getByText('Version texte').click();
  await expect(page.getByText(/\/reset-mot-de-passe\/\[masqué\]\//)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(secret);
  await expect(page.locator('iframe[title^="Aperçu"]')).not.toHaveAttribute(
    'srcdoc',
    new RegExp(secret),
  );
});

/** A logged-in page's API calls, as the web app makes them (bearer token + CSRF header). */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('bonneroute.token'));
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { authorization: `Bearer ${token}`, 'x-xsrf-token': decodeURIComponent(csrf) };
}

async function myId(page: Page): Promise<number> {
  const me = await page.request.get('/api/auth/me', { headers: await apiHeaders(page) });
  return ((await me.json()) as { data: { id: number } }).data.id;
}

test('an admin sees the chart, sends a test e-mail and a pending code, verifies a document', async ({
  browser,
}) => {
  // A driver asks for a phone code and sends an identity card, through the real API.
  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  expect(await loginAs(driver, await makeMember())).toBe(200);
  const driverId = await myId(driver);
  const headers = await apiHeaders(driver);
  const phone = await driver.request.post(`/api/utilisateurs/${driverId}/telephone`, {
    headers,
    multipart: { telephone: '0698765432' },
  });
  expect(phone.ok()).toBe(true);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = await driver.request.post(`/api/utilisateurs/${driverId}/document`, {
    headers,
    multipart: {
      type_doc_code: 'CNI',
      document: { name: 'cni.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(upload.ok()).toBe(true);
  // And someone searched a trip today.
  const today = new Date().toISOString().slice(0, 10);
  await driver.goto(`/resultats?date=${today}&from=75056&to=69123&from_city=Paris&to_city=Lyon`);
  await expect(
    driver.getByRole('heading', { name: /Covoiturages pas cher de Paris vers Lyon/ }),
  ).toBeVisible();
  await driverContext.close();

  const page = await browser.newPage();
  expect(await loginAs(page, E2E_ADMIN)).toBe(200);
  await page.goto('/utilisateurs/admin/dashboard');
  const chart = page.getByRole('img', { name: /Recherches par jour/ });
  await expect(chart).toBeVisible();
  expect(Number(await chart.getAttribute('data-days'))).toBeLessThanOrEqual(28);
  await expect(page.getByText('Trajets les plus recherchés')).toBeVisible();

  await page.getByRole('link', { name: 'E-mails' }).click();
  await page.getByRole('button', { name: 'Confirmation de réservation' }).click();
  await expect(page.getByText(adminTexts.emailTestSent)).toBeVisible();

  await page.getByRole('link', { name: 'Codes SMS' }).click();
  await page
    .getByRole('button', { name: /^Envoyer le code à / })
    .first()
    .click();
  await expect(page.getByText(/Le code a bien été envoyé au 06/)).toBeVisible();

  await page.getByRole('link', { name: 'Pièces d’identité' }).click();
  await page
    .getByRole('button', { name: /^Vérifier la Carte d’identité de / })
    .first()
    .click();
  await expect(
    page.getByText(/La pièce est vérifiée : la personne en est informée\./),
  ).toBeVisible();
  await page.close();
});

test('an admin corrects a member’s first name through the explicit, journaled correction', async ({
  page,
  loggedInAs,
  admin,
}) => {
  const email = `correction.${Date.now()}@exemple.fr`;
  await registerWithoutValidating(page, email);
  await loggedInAs(admin);
  await page.goto('/utilisateurs/admin/utilisateurs');
  await page.getByLabel('Rechercher (nom, prénom ou e-mail)').fill(email);
  await page
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: 'Corriger le compte de Rémi Oubli' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Prénom corrigé').fill('Rémy');
  const save = dialog.getByRole('button', { name: 'Enregistrer la correction' });
  await expect(save).toBeDisabled(); // a reason is required
  await dialog.getByLabel('Motif (lu par la personne)').fill('Prénom lu sur la pièce d’identité');
  await save.click();
  await expect(page.getByText('L’identité est corrigée.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Rémy Oubli');
  const journal = await page.request.get('/api/admin/journal', { headers: await apiHeaders(page) });
  expect(JSON.stringify(await journal.json())).toContain('Prénom lu sur la pièce d’identité');
});
