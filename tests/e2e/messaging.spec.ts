import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { queryE2eDatabase } from './support/database';
import { makeBooking, makeMember, makeTrip } from './support/factories';
import { type Account, loginAs } from './support/login';

/** A trip in a week, with its passenger CONFIRMEE on it: made for the test. */
async function bookedTrip() {
  const driver = await makeMember({ prenom: 'Paul', sexe: 'M' });
  const passenger = await makeMember({ prenom: 'Paula' });
  const trip = await makeTrip({ driver, inDays: 7 });
  await makeBooking({ trip, passenger });
  return { tripId: trip.id, driver, passenger };
}

/** A page of its own (another browser), logged in through the login form. */
async function loggedInPage(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect(await loginAs(page, account)).toBe(200);
  return page;
}

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('bonneroute.token') ?? '');
}

test.describe('messagerie', () => {
  test('passager et conducteur discutent en direct, sans recharger', async ({
    page,
    browser,
    loggedInAs,
  }) => {
    const { tripId, driver: driverAccount, passenger } = await bookedTrip();
    await loggedInAs(passenger);
    const driver = await loggedInPage(browser, driverAccount);

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
    loggedInAs,
  }) => {
    const { tripId, driver, passenger } = await bookedTrip();
    await loggedInAs(driver);
    await page.goto('/blog-covoiturage');
    const driverId = driver.id;
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

    const visitor = await loggedInPage(browser, passenger);
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
    // The member button names its bubble (« Paul 1 notification non lue »).
    const bubble = `${expected} notification${expected > 1 ? 's' : ''} non lue${expected > 1 ? 's' : ''}`;
    await expect(page.getByRole('button', { name: new RegExp(`\\b${bubble}$`) })).toBeVisible();
    await visitor.context().close();
  });

  test('sur la page du trajet, un membre écrit au conducteur', async ({ page, loggedInAs }) => {
    const driver = await makeMember({ prenom: 'Paul', sexe: 'M' });
    const trip = await makeTrip({ driver, inDays: 9 });
    await loggedInAs(await makeMember({ prenom: 'Léa' }));
    await page.goto(`/covoiturage/${trip.id}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Envoyer un message au conducteur' }).click();
    // The form's code loads when the dialog first opens (not in the page's start-up).
    const dialog = page.getByRole('dialog', { name: 'Envoyer un message à Paul' });
    await dialog.getByLabel('Votre question à Paul').fill('Acceptez-vous un vélo pliant ?');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText(/^Votre message a bien été envoyé/)).toBeVisible();
    await expect(dialog).toBeHidden();
    const rows = await queryE2eDatabase<{ message: string; destinataire_id: number }>(
      'select message, destinataire_id from messages where trajet_id = $1',
      [trip.id],
    );
    expect(rows).toEqual([
      { message: 'Acceptez-vous un vélo pliant ?', destinataire_id: driver.id },
    ]);
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

    // docs/product/messaging.md: bubbles at 2.5 s, then 1.5 s later (4 s), then 0.75 s later (4.75 s).
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
    // Each run is a visitor of its own: the server allows 3 messages an hour from one address
    // (seen from X-Forwarded-For behind the proxy), and this run's message is told by its e-mail.
    const visitor = randomBytes(4).toString('hex');
    await page.setExtraHTTPHeaders({
      'X-Forwarded-For': `2001:db8::${visitor.slice(0, 4)}:${visitor.slice(4)}`,
    });
    const email = `camille.${visitor}@exemple.fr`;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Nous contacter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nous contacter' });
    await dialog.getByLabel('Votre nom').fill('Camille Test');
    await dialog.getByLabel('Votre adresse e-mail').fill(email);
    await dialog.getByLabel('Votre message').fill('Peut-on voyager avec un chat ?');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByText('Votre demande de prise de contact à été envoyé!')).toBeVisible();
    const rows = await queryE2eDatabase<{ nom: string; message: string }>(
      'SELECT nom, message FROM messages_publics WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ nom: 'Camille Test', message: 'Peut-on voyager avec un chat ?' }]);
  });

  test('quand la discussion en direct est coupée, la page le dit et explique quoi faire', async ({
    page,
    loggedInAs,
  }) => {
    const { tripId, passenger } = await bookedTrip();
    // The live service refuses every connection; messages still go out over HTTP.
    await page.routeWebSocket('**/api/realtime', (socket) => socket.close());
    await loggedInAs(passenger);
    await page.goto(`/chat-covoiturage/${tripId}`);
    const notice = page.getByText('La discussion en direct est interrompue');
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Votre message').fill('Je serai devant la gare');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Je serai devant la gare')).toBeVisible();

    await page.getByRole('link', { name: 'Que se passe-t-il ?' }).click();
    await expect(page).toHaveURL(new RegExp(`/info-messagerie/${tripId}$`));
    await expect(
      page.getByRole('heading', { name: 'Messagerie momentanément interrompue' }),
    ).toBeVisible();
    await expect(
      page.getByText(/Un message qui s’affiche dans la discussion est enregistré/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir le trajet' })).toHaveAttribute(
      'href',
      `/covoiturage/${tripId}`,
    );
    await page.getByRole('link', { name: 'Rouvrir la discussion' }).click();
    await expect(page).toHaveURL(new RegExp(`/chat-covoiturage/${tripId}$`));
  });

  test('la page d’information sans trajet connu reste utile, sur un téléphone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/info-messagerie/incident-du-jour');
    await expect(
      page.getByRole('heading', { name: 'Messagerie momentanément interrompue' }),
    ).toBeVisible();
    await expect(page.getByText('Bientôt disponible')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voir mes trajets' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rouvrir la discussion' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: 'test-results/info-messagerie-phone.png', fullPage: true });
  });
});
