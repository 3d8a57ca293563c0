import { test, expect } from './fixtures';
import { loginAs } from './support/login';
import {
  bookedTripWithRoles,
  busySearch,
  elementsUnderHelpButton,
  featuredTrips,
  shoot,
} from './support/experience';

// A new user's phone.
test.use({ viewport: { width: 390, height: 844 } });

test('le bouton d’aide ne couvre aucun bouton, lien ou champ', async ({ page }) => {
  const pages = ['/', '/trouver-covoiturage', '/vous-identifier', '/inscription-bonneroutier'];
  pages.push(await busySearch());
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Besoin d’aide ?' })).toBeVisible();
    for (const position of ['haut', 'milieu', 'bas'] as const) {
      await page.evaluate((where) => {
        const end = document.documentElement.scrollHeight;
        window.scrollTo(0, where === 'haut' ? 0 : where === 'milieu' ? end / 2 : end);
      }, position);
      expect(await elementsUnderHelpButton(page), `${path} (${position})`).toEqual([]);
    }
  }
  await page.goto('/');
  await shoot(page, 'accueil');
});

test('la barre de filtres des résultats reste sous l’en-tête, jours visibles', async ({ page }) => {
  await page.goto(await busySearch());
  const days = page.getByRole('navigation', { name: 'Changer de jour' });
  await expect(days).toBeVisible();
  await expect(page.getByRole('link', { name: 'Détails' }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForFunction(() => window.scrollY > 0);
  const header = await page.locator('header').first().boundingBox();
  const bar = await days.boundingBox();
  expect(bar!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await expect(days.getByRole('button', { name: /Jour suivant/ })).toBeVisible();
  await expect(days.getByRole('button', { name: /Jour suivant/ })).toBeInViewport();
  await shoot(page, 'resultats');
});

test('l’assistant répond vraiment, défile jusqu’à la réponse et n’envoie au formulaire qu’en dernier recours', async ({
  page,
}) => {
  await page.goto('/');
  // The home is server-rendered: the button answers once the page is live.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Besoin d’aide ?' }).click();
  const help = page.getByRole('region', { name: 'Aide BonneRoute' });
  const ask = async (question: string) => {
    await help.getByLabel('Votre question').fill(question);
    await help.getByRole('button', { name: 'Envoyer' }).click();
    await expect(help.getByText('L’assistant écrit…')).toHaveCount(0, { timeout: 10_000 });
  };
  await ask('Combien coûtent les frais ?');
  await expect(help.getByText(/2\u00a0€ par place/)).toBeVisible();
  await ask('comment annuler ma resa');
  await expect(help.getByText(/Pour annuler, ouvrez « Mes trajets »/)).toBeVisible();
  // The third question comes after 7 messages: one bubble, still the real answer.
  await ask('anulation');
  const last = help.getByRole('listitem').last();
  await expect(last).toContainText('Annuler la réservation');
  await expect(last).toContainText('5 à 10 jours ouvrés');
  await expect(help.getByRole('button', { name: 'Ouvrir le formulaire de contact' })).toHaveCount(
    0,
  );
  // Auto-scroll: the newest answer is in view inside the thread.
  await expect(last).toBeInViewport();
  await ask('blablabla');
  await expect(help.getByRole('listitem').last()).toContainText('formulaire de contact');
  await expect(
    help.getByRole('button', { name: 'Ouvrir le formulaire de contact' }),
  ).toBeInViewport();
  await shoot(page, 'assistant');
});

test('depuis la page d’un trajet réservé, l’aide s’ouvre sur la discussion du trajet', async ({
  page,
  loggedInAs,
}) => {
  const { tripId, passenger } = await bookedTripWithRoles();
  await loggedInAs(passenger);
  await page.goto(`/covoiturage/${tripId}`);
  // Roles are SVG icons with their names, never emoji boxes.
  const roles = page.getByLabel('Rôles proposés');
  await expect(roles.locator('svg')).toHaveCount(3);
  await expect(roles).toContainText('Co-pilote');
  expect(await roles.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  await page.getByRole('button', { name: 'Discuter avec les covoitureurs' }).click();
  const chat = page.getByRole('region', { name: 'Discussion du trajet' });
  await expect(chat).toBeVisible();
  await expect(chat.getByLabel('Votre message')).toBeVisible();
  await expect(chat.getByRole('link', { name: 'Ouvrir en plein écran' })).toHaveAttribute(
    'href',
    `/chat-covoiturage/${tripId}`,
  );
  await shoot(page, 'trajet-discussion');
});

test('« clermont » propose Clermont-Ferrand en premier, « marseile » Marseille', async ({
  page,
}) => {
  await page.goto('/covoiturages/brest');
  const field = page.getByRole('combobox', { name: 'Changer de ville' });
  await field.fill('clermont');
  await expect(page.getByRole('option').first()).toHaveText(/^Clermont-Ferrand, 63/);
  await field.fill('marseile');
  await expect(page.getByRole('option').first()).toHaveText(/^Marseille, 13/);
});

test('l’accueil et le tableau de bord tiennent dans l’écran et sans avertissement', async ({
  page,
  member,
}) => {
  await featuredTrips();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Trajets à la une' })).toBeVisible();
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
  // Price boxes keep the 5 € floor (Montpellier → Nîmes is 4–6 €).
  await expect(page.getByRole('list').getByText(/de 4 €/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await loginAs(page, member)).toBe(200);
  await page.goto('/utilisateurs');
  await expect(page.getByRole('heading', { name: 'Mes badges' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'tableau-de-bord');
});

test('sur téléphone, les villes se choisissent dans un sélecteur plein écran', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('form', { name: 'Recherche rapide' });
  await expect(box.getByRole('button', { name: 'Trouvez' })).toBeDisabled();
  await box.getByRole('button', { name: /Départ/ }).click();
  const picker = page.getByRole('dialog', { name: 'Votre trajet' });
  await expect(picker).toBeVisible();
  const size = await picker.boundingBox();
  expect(size!.width).toBe(390);
  expect(size!.height).toBe(844);
  await expect(picker.getByRole('combobox', { name: 'Départ' })).toBeFocused();
  await picker.getByRole('combobox', { name: 'Départ' }).fill('paris');
  await picker.getByRole('option').first().click();
  await picker.getByRole('combobox', { name: 'Arrivée' }).fill('lyon');
  await picker.getByRole('option').first().click();
  await shoot(page, 'selecteur-villes');
  await picker.getByRole('button', { name: 'Trouvez' }).click();
  await expect(page).toHaveURL(/\/resultats\?/);
  await expect(page.getByText(/Paris/).first()).toBeVisible();
});
