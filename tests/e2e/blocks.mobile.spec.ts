import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { postAs } from './support/api-as';
import { isoInDays } from './support/calendar';
import { makeMember, makeTrip } from './support/factories';
import { TOWNS, resultsUrl } from './support/search';

test.use({
  viewport: { width: 390, height: 844 },
  // The refused message after the block: the browser logs its 403, the page shows the reason.
  allowedConsoleErrors: [/403 \(Forbidden\).*\/api\/trajets\/\d+\/messages/],
});

const SHOTS = '/tmp/h37block-shots';
mkdirSync(SHOTS, { recursive: true });
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

const { toulouse, marseille } = TOWNS;
const DAYS = 11;

test('un membre bloque l’expéditeur d’un message : plus de message, plus de trajet', async ({
  page,
  browser,
  loggedInAs,
}) => {
  const sender = await makeMember({ prenom: 'Gaston' });
  const member = await makeMember({ prenom: 'Inès' });
  const trip = await makeTrip({
    driver: sender,
    inDays: DAYS,
    heure: '06:10',
    ville_depart: toulouse.ville,
    ville_arrivee: marseille.ville,
    code_commune_depart: toulouse.code,
    code_commune_arrivee: marseille.code,
    adresse_depart: `Gare, ${toulouse.cp} ${toulouse.ville}`,
    adresse_arrivee: `Gare, ${marseille.cp} ${marseille.ville}`,
    latitude_depart: toulouse.latitude,
    longitude_depart: toulouse.longitude,
    latitude_arrivee: marseille.latitude,
    longitude_arrivee: marseille.longitude,
  });
  // Inès asked about the trip (her number is masked: no booking yet); Gaston answers.
  expect(
    await postAs(browser, member, `/api/trajets/${trip.id}/messages`, {
      message: 'Bonjour, reste-t-il une place ? Mon numéro : 06 12 34 56 78',
    }),
  ).toBe(201);
  expect(
    await postAs(browser, sender, `/api/trajets/${trip.id}/messages`, {
      destinataire_id: member.id,
      message: 'Réponds-moi tout de suite, sinon…',
    }),
  ).toBe(201);

  await loggedInAs(member);
  const search = resultsUrl(toulouse, marseille, isoInDays(DAYS));
  await page.goto(search);
  await expect(page.locator(`a[href^="/covoiturage/${trip.id}"]`).first()).toBeVisible();

  await page.goto('/utilisateurs');
  const conversation = page.getByRole('article', { name: 'Conversation avec Gaston' });
  await expect(conversation.getByText('Réponds-moi tout de suite, sinon…')).toBeVisible();
  await expect(
    conversation.getByText('[coordonnées masquées jusqu’à la réservation]'),
  ).toBeVisible();
  await conversation.screenshot({ path: `${SHOTS}/conversation-390.png` });
  await conversation.getByRole('button', { name: 'Bloquer ce membre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bloquer Gaston ?' });
  await expect(dialog.getByText(/Ce membre n’est pas prévenu/)).toBeVisible();
  await shoot(page, 'dialogue-blocage-390');
  // Escape closes without blocking; then confirm.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await conversation.getByRole('button', { name: 'Bloquer ce membre' }).click();
  await dialog.getByRole('button', { name: 'Bloquer', exact: true }).click();
  await expect(page.getByText('Gaston est bloqué·e.')).toBeVisible();
  await conversation.screenshot({ path: `${SHOTS}/conversation-bloquee-390.png` });

  // She can no longer write to him.
  await conversation.getByLabel('Répondre à Gaston').fill('Laissez-moi tranquille.');
  await conversation.getByRole('button', { name: 'Répondre' }).click();
  await expect(conversation.getByText('Vous ne pouvez pas écrire à ce membre.')).toBeVisible();

  // His trip left her search.
  await page.goto(search);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`a[href^="/covoiturage/${trip.id}"]`)).toHaveCount(0);

  // « Membres bloqués » lists him, with « Débloquer ».
  await page.goto('/utilisateurs/membres-bloques');
  const list = page.getByRole('list', { name: 'Membres bloqués' });
  await expect(list.getByText('Gaston')).toBeVisible();
  await shoot(page, 'membres-bloques-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'membres-bloques-1280');
  await list.getByRole('button', { name: 'Débloquer Gaston' }).click();
  await expect(page.getByText('Gaston est débloqué·e.')).toBeVisible();
  await expect(page.getByText('Vous n’avez bloqué aucun membre.')).toBeVisible();

  // The public profile offers it too.
  await page.goto(`/utilisateurs/${sender.id}`);
  await expect(page.getByRole('button', { name: 'Bloquer ce membre' })).toBeVisible();
  await shoot(page, 'profil-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'profil-390');
});
