import { test, expect } from './fixtures';
import { queryE2eDatabase } from './support/database';
import { makeMember } from './support/factories';
import { readMailLink } from './support/outbox';

// Refused logins are part of the journey; Chromium logs their status as console errors.
test.use({ allowedConsoleErrors: [/status of 403 .*\/api\/login/] });

test('inscription en 5 étapes, validation de l’email, connexion, déconnexion pour inactivité', async ({
  page,
}) => {
  const email = `zoe.${Date.now()}@exemple.fr`;
  const password = 'Motdepasse#1';
  const registered = await makeMember();

  // Step 1: the e-mail, checked free.
  await page.goto('/inscription-bonneroutier');
  await expect(page.getByText('Étape 1 sur 5')).toBeVisible();
  await page.getByLabel('Adresse email', { exact: true }).fill(registered.email);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Cette adresse email est déjà enregistrée.')).toBeVisible();
  await page.getByLabel('Adresse email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 2: names and a birth date typed with its slashes inserted.
  await expect(page.getByRole('heading', { name: 'Qui êtes-vous ?' })).toBeFocused();
  await page.getByLabel('Prénom').fill('zoé');
  await page.getByLabel('Nom', { exact: true }).fill('Lambert');
  const birthDate = page.getByLabel('Date de naissance');
  await birthDate.pressSequentially('31021990');
  await expect(birthDate).toHaveValue('31/02/1990');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(
    page.getByText(
      "Cette date de naissance n'est pas correcte. Merci de renseignée une date correcte.",
    ),
  ).toBeVisible();
  await birthDate.fill('');
  await birthDate.pressSequentially('17051990');
  await expect(birthDate).toHaveValue('17/05/1990');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 3: the title.
  await page.getByLabel('Madame').check();
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 4: password with its live checklist; "C'est parti !" only once both match.
  const submit = page.getByRole('button', { name: "C'est parti !" });
  await page.getByLabel('Mot de passe', { exact: true }).fill('Mot de passe');
  await expect(page.getByText('Il y a un caractère non autorisé')).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Motdepasse#2');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill(password);
  await expect(submit).toBeEnabled();
  // The terms must be accepted: the box starts unchecked and says so when left so.
  const terms = page.getByRole('checkbox', { name: /J’accepte les conditions générales/ });
  await expect(terms).not.toBeChecked();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Pour créer votre compte, acceptez les conditions générales d’utilisation et la politique de confidentialité.',
  );
  await expect(terms).toBeFocused();
  await terms.check();
  await page.getByRole('checkbox', { name: /lettre d’information/ }).check();
  await submit.click();

  // Step 5: thank you, a mail was sent.
  await expect(page.getByRole('heading', { name: 'Merci !' })).toBeVisible();
  await expect(page.getByText(`Un mail vient de vous être envoyé à ${email}`)).toBeVisible();

  // The account cannot log in before its e-mail is validated.
  await page.goto('/vous-identifier');
  await page.getByLabel('Adresse email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('n’a pas encore été validée')).toBeVisible();

  // The validation link of the mail.
  const link = await readMailLink(email, '/validation-email/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Félicitations Zoé !' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Publier mon premier trajet' })).toHaveAttribute(
    'href',
    '/en-voiture',
  );

  // Login: Enter submits, "Connexion réussie", then the user space.
  await page.getByRole('link', { name: 'Me connecter' }).click();
  await page.getByLabel('Adresse email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Mot de passe', { exact: true }).press('Enter');
  await expect(page.getByText('Connexion réussie')).toBeVisible();
  await expect(page).toHaveURL(/\/utilisateurs$/);
  await expect(page.getByRole('button', { name: /zoé/i })).toBeVisible();

  // « Mes données » shows the consent given at sign-up; the newsletter is withdrawn in one tap.
  await page.goto('/utilisateurs/mes-donnees');
  const accords = page.getByRole('region', { name: 'Mes accords' });
  await expect(accords).toContainText(
    'Conditions générales et politique de confidentialité acceptées le',
  );
  const newsletter = accords.getByRole('checkbox', { name: 'Recevoir la lettre d’information' });
  await expect(newsletter).toBeChecked();
  await newsletter.uncheck();
  await expect(accords.getByRole('status')).toHaveText(
    'C’est noté : vous ne recevrez plus la lettre d’information.',
  );
  await page.reload();
  await expect(newsletter).not.toBeChecked();

  // Signed in, the sign-up page sends home.
  await page.goto('/inscription-bonneroutier');
  await expect(page).toHaveURL(/\/$/);

  // The session runs out: the guard logs out with the inactivity message and the referer.
  // The end is written from another tab, as the app's own pages learn of it (storage event): an
  // open page keeps its session in memory and, reporting its navigations a second later, wrote
  // its own end back over one changed behind its back (the full run's failure, under load).
  const tab = await page.context().newPage();
  await tab.goto('/api/health');
  await tab.evaluate(() => localStorage.setItem('bonneroute.expiry', String(Date.now() - 1000)));
  await tab.close();
  await page.goto('/utilisateurs/trajets?type=passager');
  await expect(page).toHaveURL(/\/vous-identifier\?deconnexion_automatique=true&referer=/);
  await expect(
    page.getByText(
      "Vous avez été déconnecté par manque d'activité sur le site. Veuillez-vous reconnecter.",
    ),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bonneroute.token'))).toBeNull();
  // …and the server no longer accepts that session either.
  await expect
    .poll(async () => {
      const rows = await queryE2eDatabase<{ open: number }>(
        `SELECT count(*)::int AS open FROM sessions s JOIN utilisateurs u ON u.id = s.utilisateur_id
         WHERE u.email = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
        [email],
      );
      return rows[0]?.open;
    })
    .toBe(0);

  // Logging in again comes back to the page that was wanted.
  await page.getByLabel('Adresse email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/utilisateurs\/trajets\?type=passager$/);
});

test.describe('une adresse inscrite par quelqu’un d’autre, jamais validée', () => {
  // The first registrant's dead link ends on the 404 page (its verify call answers 404), and
  // the wrong password's refusal is part of the journey.
  test.use({
    allowedConsoleErrors: [/status of (404 .*\/api\/register\/verify|401 .*\/api\/login)/],
  });

  test('la personne qui lit l’adresse s’inscrit, valide et se connecte avec son mot de passe', async ({
    page,
    request,
  }) => {
    const email = `lea.${Date.now()}@exemple.fr`;
    // A visitor of its own: the e-mail budget of other journeys' IP is not spent here.
    const visitor = { 'x-forwarded-for': `198.51.100.${1 + (Date.now() % 200)}` };
    await page.setExtraHTTPHeaders(visitor);

    // Someone else registers the address first, with a password of their own, by the API.
    await request.get('/api/health', { headers: visitor });
    const csrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    const first = await request.post('/api/register', {
      headers: { ...visitor, 'x-xsrf-token': decodeURIComponent(csrf.value) },
      multipart: {
        nom: 'Pirate',
        prenom: 'Intrus',
        email,
        sexe: 'M',
        date_naissance: '1985-01-01',
        password: 'Pirate#2026',
        password_confirmation: 'Pirate#2026',
        cgu: '1',
      },
    });
    expect(first.status()).toBe(201);
    const firstLink = await readMailLink(email, '/validation-email/');
    // A minute passes (two validation mails of one account are a minute apart at least).
    await queryE2eDatabase(
      `UPDATE user_tokens SET created_at = created_at - interval '2 minutes'
       WHERE utilisateur_id = (SELECT id FROM utilisateurs WHERE email = $1)`,
      [email],
    );

    // The owner of the address signs up: the five steps, then the thank-you step.
    await page.goto('/inscription-bonneroutier');
    await page.getByLabel('Adresse email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Prénom').fill('léa');
    await page.getByLabel('Nom', { exact: true }).fill('Martin');
    await page.getByLabel('Date de naissance').pressSequentially('14031992');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Madame').check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Mot de passe', { exact: true }).fill('Victime#2026');
    await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Victime#2026');
    await page.getByRole('checkbox', { name: /J’accepte les conditions générales/ }).check();
    await page.getByRole('button', { name: "C'est parti !" }).click();
    await expect(page.getByRole('heading', { name: 'Merci !' })).toBeVisible();
    await expect(page.getByText(`Un mail vient de vous être envoyé à ${email}`)).toBeVisible();

    // The first registrant's link is dead; the new one validates Léa's account.
    await page.goto(firstLink);
    await expect(page).toHaveURL(/\/erreur404$/);
    await page.goto(await readMailLink(email, '/validation-email/'));
    await expect(page.getByRole('heading', { name: 'Félicitations Léa !' })).toBeVisible();

    // Her password opens the account; the other one does not.
    await page.getByRole('link', { name: 'Me connecter' }).click();
    await page.getByLabel('Adresse email', { exact: true }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Pirate#2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Adresse email ou mot de passe incorrect.')).toBeVisible();
    await page.getByLabel('Mot de passe', { exact: true }).fill('Victime#2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Connexion réussie')).toBeVisible();
    await expect(page.getByRole('button', { name: /léa/i })).toBeVisible();
  });
});
