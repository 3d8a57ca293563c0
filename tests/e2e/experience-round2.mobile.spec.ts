import { encodeBookingCode } from '@bonneroute/shared/booking';
import { notifications } from '../../apps/api/src/db/schema';
import { test, expect } from './fixtures';
import { createMember, createTrip, withE2eDatabase } from './support/factories';
import { shoot } from './support/experience';

/*
 * docs/product: the second round of the experience on a 390 px phone — a driver's question to
 * the help bot, a question typed while it writes, the payment page without placeholder, the
 * sign-up's consent, the unread count clear of the menu icon.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('sur un téléphone, l’assistant répond au conducteur et garde la question tapée pendant qu’il écrit', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Besoin d’aide ?' }).click();
  const help = page.getByRole('region', { name: 'Aide BonneRoute' });
  const question = help.getByLabel('Votre question');
  await question.fill('je suis conducteur, quand est-ce que je reçois l’argent ?');
  await help.getByRole('button', { name: 'Envoyer' }).click();
  // Asked at once, while the first answer is still being written: queued, not lost.
  await question.fill('combien coûtent les frais ?');
  await help.getByRole('button', { name: 'Envoyer' }).click();
  await expect(help.getByText(/votre participation vous est versée après le trajet/)).toBeVisible();
  await expect(help.getByText(/2\u00a0€ par place/)).toBeVisible({ timeout: 10_000 });
  await expect(help.getByText('L’assistant écrit…')).toHaveCount(0, { timeout: 10_000 });
  await expect(help.getByRole('link', { name: 'Mon argent' })).toBeVisible();
});

test('sur un téléphone, la page de paiement n’a plus de cartes « Bientôt disponible » et offre 15 ans d’expiration', async ({
  page,
  loggedInAs,
}) => {
  const { trip, passenger } = await withE2eDatabase(async (db) => ({
    trip: await createTrip(db, { driver: await createMember(db), inDays: 6 }),
    passenger: await createMember(db, { prenom: 'Yasmine' }),
  }));
  await loggedInAs(passenger);
  await page.goto(`/paiement/${encodeBookingCode(trip.id, 1)}`);
  await expect(page.getByLabel('Numéro de carte')).toBeVisible();
  await expect(page.getByText('Mes cartes enregistrées')).toHaveCount(0);
  await expect(page.getByText('Bientôt disponible')).toHaveCount(0);
  const year = new Date().getFullYear();
  const years = await page.getByLabel('Année').locator('option').allTextContents();
  expect(years.filter((text) => /^\d{4}$/.test(text.trim()))).toHaveLength(15);
  expect(years).toContain(String(year + 14));
  await shoot(page, 'paiement-sans-cartes');
});

test('sur un téléphone, l’inscription demande d’accepter les conditions, la lettre d’information à part', async ({
  page,
}) => {
  await page.goto('/inscription-bonneroutier');
  await page.getByLabel('Adresse email', { exact: true }).fill(`ines.${Date.now()}@exemple.fr`);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Lemaire');
  await page.getByLabel('Date de naissance').pressSequentially('11021994');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Madame').check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill('Motdepasse#1');
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Motdepasse#1');
  const terms = page.getByRole('checkbox', { name: /J’accepte les conditions générales/ });
  const newsletter = page.getByRole('checkbox', { name: /lettre d’information/ });
  await expect(terms).not.toBeChecked();
  await expect(newsletter).not.toBeChecked();
  await page.getByRole('button', { name: "C'est parti !" }).click();
  await expect(page.getByRole('alert')).toContainText('acceptez les conditions générales');
  await shoot(page, 'inscription-accords');
  // The newsletter stays optional: the terms alone are enough.
  await terms.check();
  await page.getByRole('button', { name: "C'est parti !" }).click();
  await expect(page.getByRole('heading', { name: 'Merci !' })).toBeVisible();
});

test('sur un téléphone, la pastille des notifications ne couvre pas l’icône du menu', async ({
  page,
  loggedInAs,
}) => {
  const member = await withE2eDatabase(async (db) => {
    const someone = await createMember(db, { prenom: 'Basile' });
    await db.insert(notifications).values(
      Array.from({ length: 3 }, () => ({
        utilisateur_id: someone.id,
        type_notif_code: 'DEMANDE_RESERVATION',
      })),
    );
    return someone;
  });
  await loggedInAs(member);
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  const bubble = burger.getByText('3', { exact: true });
  await expect(bubble).toBeVisible();
  const icon = await burger.locator('svg').boundingBox();
  const count = await bubble.boundingBox();
  const overlaps =
    count!.x < icon!.x + icon!.width &&
    icon!.x < count!.x + count!.width &&
    count!.y < icon!.y + icon!.height &&
    icon!.y < count!.y + count!.height;
  expect(overlaps, 'la pastille chevauche l’icône du menu').toBe(false);
});
