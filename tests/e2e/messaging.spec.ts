import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { queryE2eDatabase } from './support/database';
import { DEMO_DRIVER, loginAs } from './support/login';

const DEMO_PASSENGER = { email: 'passager@demo.bonneroute.fr', password: 'Bonneroute#2026' };

async function userId(email: string): Promise<number> {
  const [row] = await queryE2eDatabase<{ id: number }>(
    'SELECT id FROM utilisateurs WHERE email = $1',
    [email],
  );
  return row!.id;
}

/** A trip of the demo driver in a week, with the demo passenger CONFIRMEE on it. */
async function bookedTrip(): Promise<number> {
  const [driverId, passengerId] = [
    await userId(DEMO_DRIVER.email),
    await userId(DEMO_PASSENGER.email),
  ];
  const [trip] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO trajets (utilisateur_id, date, heure, depart_le, adresse_depart, adresse_arrivee,
       ville_depart, ville_arrivee, code_commune_depart, code_commune_arrivee, latitude_depart,
       longitude_depart, latitude_arrivee, longitude_arrivee, duree_secondes, montant_contribution,
       nb_places_proposees, nb_places_reservees)
     VALUES ($1, (now() + interval '7 days')::date, '08:30', now() + interval '7 days',
       'Gare de Lyon, 75012 Paris', 'Gare Part-Dieu, 69003 Lyon', 'Paris', 'Lyon', '75056',
       '69123', 48.85341, 2.3488, 45.74846, 4.84671, 16200, 2200, 3, 1)
     RETURNING id`,
    [driverId],
  );
  await queryE2eDatabase(
    `INSERT INTO passagers (trajet_id, utilisateur_id, nb_places_reservees, statut, datetime_acceptation)
     VALUES ($1, $2, 1, 'CONFIRMEE', now())`,
    [trip!.id, passengerId],
  );
  return trip!.id;
}

async function loggedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect(await loginAs(page, account.email, account.password)).toBe(200);
  return page;
}

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('bonneroute.token') ?? '');
}

test.describe('messagerie', () => {
  test('passager et conducteur discutent en direct, sans recharger', async ({ page, browser }) => {
    const tripId = await bookedTrip();
    expect(await loginAs(page, DEMO_PASSENGER.email, DEMO_PASSENGER.password)).toBe(200);
    const driver = await loggedInPage(browser, DEMO_DRIVER);

    await page.goto(`/chat-covoiturage/${tripId}`);
    await driver.goto(`/chat-covoiturage/${tripId}`);
    await expect(page.getByRole('heading', { name: 'Discussion du trajet' })).toBeVisible();
    await expect(driver.getByText('Pas de message.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await page.getByLabel('Votre message').fill('Bonjour <b>Paul</b>, je serai devant la gare');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const thread = driver.getByRole('list', { name: 'Messages de la discussion' });
    await expect(thread.getByText('Bonjour <b>Paul</b>, je serai devant la gare')).toBeVisible();
    await expect(thread.locator('b')).toHaveCount(0);

    await driver.getByLabel('Votre message').fill('Parfait, à samedi !');
    await driver.getByLabel('Votre message').press('Enter');
    await expect(page.getByText('Parfait, à samedi !')).toBeVisible();
    await expect(page.getByLabel('Votre message')).toHaveValue('');
    await driver.context().close();
  });

  test('une question au conducteur incrémente sa pastille de notifications', async ({
    page,
    browser,
  }) => {
    const tripId = await bookedTrip();
    expect(await loginAs(page, DEMO_DRIVER.email, DEMO_DRIVER.password)).toBe(200);
    await page.goto('/blog-covoiturage');
    const driverId = await userId(DEMO_DRIVER.email);
    const before = await page.evaluate(
      async ([id, token]) =>
        (
          await (
            await fetch(`/api/utilisateurs/${id}/notifications`, {
              headers: { authorization: `Bearer ${token}` },
            })
          ).json()
        ).meta.unread as number,
      [driverId, await tokenOf(page)] as const,
    );

    const visitor = await loggedInPage(browser, DEMO_PASSENGER);
    const csrf = (await visitor.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
    const sent = await visitor.request.post(`/api/trajets/${tripId}/messages`, {
      multipart: {
        trajet_id: String(tripId),
        destinataire_id: String(driverId),
        objet: 'Demande d’information',
        message: 'Reste-t-il de la place pour un sac de sport ?',
        is_public: '1',
      },
      headers: {
        authorization: `Bearer ${await tokenOf(visitor)}`,
        'x-xsrf-token': decodeURIComponent(csrf),
      },
    });
    expect(sent.status()).toBe(201);

    const expected = before + 1;
    await expect(
      page.getByLabel(
        `${expected} notification${expected > 1 ? 's' : ''} non lue${expected > 1 ? 's' : ''}`,
      ),
    ).toBeVisible();
    await visitor.context().close();
  });

  test('l’assistant d’aide répond avec ses délais', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Besoin d’aide ?' }).click();
    const help = page.getByRole('region', { name: 'Aide BonneRoute' });
    await expect(help.getByText(/Je suis l’assistant de BonneRoute/)).toBeVisible();
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await help.getByLabel('Votre question').fill('Comment annuler ma réservation ?');
    await help.getByRole('button', { name: 'Envoyer' }).click();
    await expect(help.getByText('L’assistant écrit…')).toBeVisible();

    // spec §9: bubbles at 2.5 s, then 1.5 s later (4 s), then 0.75 s later (4.75 s).
    const bubbles = [
      { text: /Pour annuler, ouvrez « Mes trajets »/, before: 2400, after: 200 },
      { text: /Plus de 24 h avant le départ/, before: 1300, after: 200 },
      { text: /sous 5 à 10 jours ouvrés/, before: 550, after: 200 },
    ];
    for (const bubble of bubbles) {
      await page.clock.runFor(bubble.before);
      await expect(help.getByText(bubble.text)).toHaveCount(0);
      await page.clock.runFor(bubble.after);
      await expect(help.getByText(bubble.text)).toBeVisible();
    }
    await expect(help.getByText('L’assistant écrit…')).toHaveCount(0);
  });

  test('le formulaire de contact du pied de page envoie la demande aux administrateurs', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Nous contacter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nous contacter' });
    await dialog.getByLabel('Votre nom').fill('Camille Test');
    await dialog.getByLabel('Votre adresse e-mail').fill('camille.contact@exemple.fr');
    await dialog.getByLabel('Votre message').fill('Peut-on voyager avec un chat ?');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByText('Votre demande de prise de contact à été envoyé!')).toBeVisible();
    const rows = await queryE2eDatabase<{ nom: string; message: string }>(
      'SELECT nom, message FROM messages_publics WHERE email = $1',
      ['camille.contact@exemple.fr'],
    );
    expect(rows).toEqual([{ nom: 'Camille Test', message: 'Peut-on voyager avec un chat ?' }]);
  });
});
