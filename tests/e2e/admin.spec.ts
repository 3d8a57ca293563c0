import type { Page } from '@playwright/test';
import { adminTexts } from '@bonneroute/shared/admin';
import { expect, test } from './fixtures';
import { E2E_ADMIN } from './support/database';
import { DEMO_DRIVER, loginAs } from './support/login';

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
    },
    headers: { 'x-xsrf-token': decodeURIComponent(csrf) },
  });
  expect(response.status()).toBe(201);
}

test.describe('a regular user', () => {
  test.use({ allowedConsoleErrors: [/403 \(Forbidden\).*\/api\/admin\/inscriptions/] });

  test('is refused everywhere under /utilisateurs/admin', async ({ page }) => {
    expect(await loginAs(page, DEMO_DRIVER.email, DEMO_DRIVER.password)).toBe(200);
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
}) => {
  const email = `oubli.${Date.now()}@exemple.fr`;
  await registerWithoutValidating(page, email);
  expect(await loginAs(page, E2E_ADMIN.email, E2E_ADMIN.password)).toBe(200);

  await page.goto('/utilisateurs/admin/inscriptions');
  await expect(page.getByRole('heading', { name: 'Inscriptions à relancer' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible(); // newest first
  await page.getByRole('button', { name: 'Relancer Rémi Oubli' }).click();
  await expect(page.getByText(adminTexts.reminderSent)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rémi Oubli déjà relancé' })).toBeDisabled();

  await page.getByRole('link', { name: 'E-mails' }).click();
  await expect(page).toHaveURL(/\/utilisateurs\/admin\/emails$/);
  const row = page.getByRole('listitem').filter({ hasText: email }).first();
  await expect(row).toContainText('Votre inscription sur BonneRoute n’est pas terminée');
  await row.getByRole('button', { name: /Lire/ }).click();
  // The mail's HTML is shown in a sandboxed frame (no script may run there, not even a test's).
  await expect(page.locator('iframe[title^="Aperçu"]')).toHaveAttribute(
    'srcdoc',
    /Valider mon adresse email/,
  );
  await page.getByText('Version texte').click();
  await expect(page.getByText(/\/validation-email\//)).toBeVisible();
});
