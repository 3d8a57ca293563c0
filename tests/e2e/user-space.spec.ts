import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { queryE2eDatabase } from './support/database';
import { loginAs } from './support/login';
import { readMailLink } from './support/outbox';

const password = 'Motdepasse#1';

/** A fresh, validated account (registration and the validation link, through the API). */
async function registerValidatedUser(page: Page): Promise<string> {
  const email = `espace.${Date.now().toString(36)}@exemple.fr`;
  await page.goto('/');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'x-xsrf-token': decodeURIComponent(csrf) };
  const registered = await page.request.post('/api/register', {
    headers,
    multipart: {
      nom: 'Renard',
      prenom: 'Lou',
      email,
      sexe: 'F',
      date_naissance: '1995-06-01',
      password,
      password_confirmation: password,
      cgu: '1',
    },
  });
  expect(registered.ok()).toBe(true);
  const link = await readMailLink(email, '/validation-email/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /Félicitations/ })).toBeVisible();
  expect(await loginAs(page, { email, password })).toBe(200);
  return email;
}

test('user space: profile, birth date, avatar, phone, document, vehicle, IBAN', async ({
  page,
}) => {
  const email = await registerValidatedUser(page);

  // Profile, general: the required rule, then a complete save.
  await page.goto('/utilisateurs/infos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menu de l’espace utilisateur' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(
    page.getByText(
      'Un des champs requis n’est pas renseigné. Veuillez le remplir pour valider la saisie.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Nationalité')).toHaveAttribute('aria-invalid', 'true');
  const nationality = page.getByLabel('Nationalité');
  await expect(nationality.locator('option').nth(1)).toHaveText('France');
  await expect(nationality.locator('option').nth(4)).toHaveText('Suisse');
  await nationality.selectOption('FR');
  await page.getByLabel('Pays de résidence').selectOption('BE');
  await page.getByLabel('Adresse').fill('12 rue des Renards');
  await page.getByLabel('Ville').fill('Namur');
  await page.getByLabel('Code postal').fill('5000');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Votre profil a bien été modifié.')).toBeVisible();

  // Birth date through the dialog.
  await page.getByRole('button', { name: 'Modifier ma date de naissance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Votre date de naissance' });
  const birth = dialog.getByLabel('Date de naissance (JJ/MM/AAAA)');
  await birth.pressSequentially('0101');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('La date doit avoir le format JJ/MM/AAAA');
  await birth.fill('');
  await birth.pressSequentially('15031990');
  await expect(birth).toHaveValue('15/03/1990');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre date de naissance a bien été enregistré.')).toBeVisible();
  await expect(page.getByTestId('date-naissance')).toHaveText('15/03/1990');

  // Avatar: upload, crop, and the header shows it.
  await page.getByRole('link', { name: 'Photo', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prêt' })).toBeVisible();
  const photo = await sharp({
    create: { width: 640, height: 400, channels: 3, background: '#e8743b' },
  })
    .png()
    .toBuffer();
  await page.getByLabel('Choisir une photo').setInputFiles({
    name: 'renard.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  const crop = page.getByRole('dialog', { name: 'Recadrez votre photo' });
  await expect(crop.getByAltText('Aperçu du recadrage')).toBeVisible();
  await crop.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Votre avatar a bien été téléchargé.')).toBeVisible();
  await expect(page.getByRole('banner').locator('img[src^="/fichiers/avatars/u"]')).toBeVisible();

  // Phone: a new number, the SMS code (read where the embedded sender keeps it), verified.
  await page.getByRole('link', { name: 'Téléphone', exact: true }).click();
  await page.getByLabel('Téléphone mobile').fill('05 12 34 56 78');
  await page.getByRole('button', { name: 'Enregistrer le numéro' }).click();
  await expect(page.getByText('Le numéro de téléphone n’a pas le format requis.')).toBeVisible();
  await page.getByLabel('Téléphone mobile').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Enregistrer le numéro' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Vérification du téléphone' });
  await expect(phoneDialog).toContainText('valable 24 heures');
  await phoneDialog.getByRole('button', { name: 'J’ai compris' }).click();
  const [otp] = await queryE2eDatabase<{ token: string }>(
    `SELECT o.token FROM otps_mobiles o JOIN utilisateurs u ON u.id = o.utilisateur_id
     WHERE u.email = $1 ORDER BY o.id DESC LIMIT 1`,
    [email],
  );
  await page.getByLabel('Code reçu par SMS').fill(otp!.token);
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page.getByText('Votre numéro de téléphone est vérifié.')).toBeVisible();
  await expect(page.getByText('Vérifié', { exact: true })).toBeVisible();

  // Identity document: pending verification.
  await page.getByRole('link', { name: 'Documents', exact: true }).click();
  await page.getByLabel('Envoyer : Carte nationale d’identité').setInputFiles({
    name: 'cni.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(page.getByText('En cours de vérification')).toBeVisible();

  // Vehicle: add from the lists, then delete.
  await page.getByRole('link', { name: 'Véhicules', exact: true }).click();
  await page.getByLabel('Marque').selectOption('Renault');
  await page.getByLabel('Modèle').selectOption('Clio');
  await page.getByLabel('Couleur').selectOption('Bleu');
  await page.getByRole('button', { name: 'Ajouter le véhicule' }).click();
  await expect(page.getByText('Votre véhicule a bien été enregistré.')).toBeVisible();
  await expect(page.getByText('Renault Clio — Bleu')).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer Renault Clio' }).click();
  await expect(page.getByText('Renault Clio — Bleu')).toHaveCount(0);

  // IBAN: a wrong checksum is refused, a valid one is saved and shown masked.
  await page.getByRole('link', { name: 'Mon IBAN / RIB' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mon IBAN' })).toBeVisible();
  const validate = page.getByRole('button', { name: 'Valider' });
  await expect(validate).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'IBAN', exact: true })
    .fill('FR15 2004 1010 0505 0001 3M02 606');
  await page.getByLabel('Prénom du titulaire').fill('Lou');
  await page.getByLabel('Nom du titulaire', { exact: true }).fill('Renard');
  await page.getByLabel('Adresse').fill('12 rue des Renards');
  await page.getByLabel('Ville').fill('Namur');
  await page.getByLabel('Code postal').fill('5000');
  await validate.click();
  await expect(page.getByText('Cet IBAN n’est pas valide')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'IBAN', exact: true })
    .fill('FR14 2004 1010 0505 0001 3M02 606');
  await validate.click();
  await expect(page.getByText('Votre IBAN a bien été enregistré.')).toBeVisible();
  await expect(page.getByTestId('iban-masque')).toHaveText('FR14 •••• •••• •••• •••• •••2 606');

  // Dashboard: ROOKIE earned; FILOU progresses with the complete profile.
  await page.getByRole('link', { name: 'Tableau de bord', exact: true }).first().click();
  await expect(page.getByText('obtenu : inscrit et e-mail validé')).toBeVisible();
  await expect(page.getByText('Progression : 33 %')).toBeVisible();
});
