import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { readMailLink } from './support/outbox';

/** An activated account made through the public API, as the sign-up page would. */
async function createAccount(request: APIRequestContext, email: string, password: string) {
  await request.get('/api/health');
  const cookies = await request.storageState();
  const csrf = cookies.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const headers = { 'x-xsrf-token': csrf };
  const registered = await request.post('/api/register', {
    headers,
    multipart: {
      nom: 'Moreau',
      prenom: 'Hugo',
      email,
      sexe: 'M',
      date_naissance: '1985-03-02',
      password,
      password_confirmation: password,
      cgu: '1',
    },
  });
  expect(registered.status()).toBe(201);
  const hash = (await readMailLink(email, '/validation-email/')).split('/')[2]!;
  const verified = await request.post('/api/register/verify', { headers, data: { hash } });
  expect(verified.status()).toBe(200);
}

// Refused logins are part of the journey; Chromium logs their status as console errors.
// (One pattern: Playwright reads a two-element array as [value, options].)
test.use({ allowedConsoleErrors: [/status of (401 .*\/api\/login|400 .*\/api\/password\/reset)/] });

test('mot de passe oublié : lien par email, nouveau mot de passe, reconnexion', async ({
  page,
}) => {
  const email = `hugo.${Date.now()}@exemple.fr`;
  await createAccount(page.request, email, 'Ancien#mot2passe');

  // A wrong password shows the "forgot" link (docs/product/accounts.md: after 1 to 4 failures).
  await page.goto('/vous-identifier');
  await page.getByLabel('Adresse email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Oublie#1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Adresse email ou mot de passe incorrect.')).toBeVisible();
  await page.getByRole('link', { name: "Je crois que j'ai oublié mon mot de passe" }).click();

  // The forgot page, prefilled, mails a reset link.
  await expect(page).toHaveURL(/\/recuperer-un-mot-de-passe-valide/);
  await expect(page.getByLabel('Adresse email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Recevoir un lien de réinitialisation' }).click();
  await expect(page.getByText('Un mail de récupération vient de vous être envoyé.')).toBeVisible();

  const link = await readMailLink(email, '/reset-mot-de-passe/');
  await page.goto(link);
  await expect(
    page.getByText(`Choisissez le nouveau mot de passe du compte ${email}`),
  ).toBeVisible();
  const save = page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' });
  // docs/product/accounts.md: a reset password needs 10 characters.
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Court#123');
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Court#123');
  await expect(save).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
    .fill('Nouveau#mot2passe');
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Nouveau#mot2passe');
  await save.click();
  await expect(
    page.getByText(
      'Votre nouveau mot de passe a bien été enregistré. Vous allez être redirigé vers la page de connexion. Merci !',
    ),
  ).toBeVisible();
  // docs/product/accounts.md: the login page 7.5 s later.
  await expect(page).toHaveURL(/\/vous-identifier$/, { timeout: 12_000 });

  await page.getByLabel('Adresse email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau#mot2passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/utilisateurs$/);

  // The link worked once: used again, it says it expired.
  await page.goto(link);
  await page
    .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
    .fill('Encore#autre2passe');
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Encore#autre2passe');
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(
    page.getByText(
      'Le lien de réinitialisation de votre mot de passe a expiré, recommencez la procédure.',
    ),
  ).toBeVisible();
});
