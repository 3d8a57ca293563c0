import { expect, test } from './fixtures';
import { queryE2eDatabase } from './support/database';
import { makeMember } from './support/factories';

test.use({ viewport: { width: 390, height: 844 } });

test('sur un téléphone de 390 px : une membre belge enregistre son mobile +32 et son IBAN belge', async ({
  page,
  loggedInAs,
}) => {
  const anna = await makeMember({ prenom: 'Anna', nom: 'Peeters', sexe: 'F' });
  await loggedInAs(anna);

  // Her address in Brussels: Belgique as country of residence, a 4-digit postcode.
  await page.goto('/utilisateurs/infos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await page.getByLabel('Nationalité').selectOption('BE');
  await page.getByLabel('Pays de résidence').selectOption('BE');
  await page.getByLabel('Adresse').fill('Rue Neuve 1');
  await page.getByLabel('Ville').fill('Bruxelles');
  await page.getByLabel('Code postal').fill('75001');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(
    page.getByText('Ce code postal ne correspond pas au pays (Belgique) : 4 chiffres'),
  ).toBeVisible();
  await page.getByLabel('Code postal').fill('1000');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Votre profil a bien été modifié.')).toBeVisible();

  // Her Belgian mobile, typed as Belgians give it abroad, verified with the SMS code.
  await page.goto('/utilisateurs/infos?info=telephone');
  await page.getByLabel('Téléphone mobile').fill('+32 470 12 34 56');
  await page.getByRole('button', { name: 'Enregistrer le numéro' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Vérification du téléphone' });
  await expect(phoneDialog).toContainText('valable 24 heures');
  await phoneDialog.getByRole('button', { name: 'J’ai compris' }).click();
  const [otp] = await queryE2eDatabase<{ token: string; numero: string }>(
    'SELECT token, numero FROM otps_mobiles WHERE utilisateur_id = $1 ORDER BY id DESC LIMIT 1',
    [anna.id],
  );
  expect(otp?.numero).toBe('+32470123456');
  await page.getByLabel('Code reçu par SMS').fill(otp!.token);
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page.getByText('Votre numéro de téléphone est vérifié.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('numero-enregistre')).toHaveText('+32 470 12 34 56');
  await expect(page.getByText('Vérifié', { exact: true })).toBeVisible();

  // Her Belgian IBAN: the form starts from her address in Belgium and shows the IBAN masked.
  await page.goto('/utilisateurs/argent');
  await expect(page.getByRole('heading', { level: 2, name: 'Mon IBAN' })).toBeVisible();
  await expect(page.getByLabel('Pays')).toHaveValue('BE');
  await expect(page.getByLabel('Code postal')).toHaveValue('1000');
  await page.getByRole('textbox', { name: 'IBAN', exact: true }).fill('BE68 5390 0754 7034');
  await page.getByLabel('Prénom du titulaire').fill('Anna');
  await page.getByLabel('Nom du titulaire', { exact: true }).fill('Peeters');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Votre IBAN a bien été enregistré.')).toBeVisible();
  await expect(page.getByTestId('iban-masque')).toHaveText('BE68 •••• •••• 7034');

  // Nothing sticks out of the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
