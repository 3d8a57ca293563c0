import type { Browser, Page } from '@playwright/test';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { test, expect } from './fixtures';
import { openSession, postAs, RUN_TRIPS_DONE } from './support/api-as';
import { E2E_ADMIN, queryE2eDatabase } from './support/database';
import { createBooking, createTrip, createUser, withE2eDatabase } from './support/factories';

interface Person {
  id: number;
  email: string;
}

/** A driver and a passenger who travelled together two days ago, and the driver's next trip. */
async function travelledTogether() {
  return withE2eDatabase(async (db) => {
    const stamp = Date.now().toString(36);
    const driver = await createUser(db, {
      prenom: 'Camille',
      email: `camille.${stamp}@exemple.fr`,
    });
    const passenger = await createUser(db, { prenom: 'Noé', email: `noe.${stamp}@exemple.fr` });
    const past = await createTrip(db, {
      driver,
      date: addDays(todayInParis(), -2),
      heure: '08:00',
    });
    await createBooking(db, { trip: past, passenger });
    const next = await createTrip(db, { driver, inDays: 5, heure: '06:15' });
    return { driver, passenger, past, next };
  });
}

async function runTripsDoneJob() {
  await queryE2eDatabase(RUN_TRIPS_DONE);
}

/** The invitation the person received (subject and the path of its link). */
async function invitationTo(person: Person) {
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        [mail] = await queryE2eDatabase<{ subject: string; text: string }>(
          `SELECT subject, text FROM emails WHERE recipient = $1 AND template = 'avis-invitation'`,
          [person.email],
        );
        return mail?.subject;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const link = /https?:\/\/[^\s/]+(\/utilisateurs\/avis\S*)/.exec(mail!.text)![1]!;
  return { subject: mail!.subject, link };
}

async function loggedIn(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext();
  await openSession(context, person);
  return context.newPage();
}

/** The driver's next trip as a card of the search results. */
async function cardOf(page: Page, next: { id: number; date: string }) {
  await page.goto(`/resultats?date=${next.date}&from=75056&to=69123&from_city=Paris&to_city=Lyon`);
  return page.locator('article', { has: page.locator(`a[href="/covoiturage/${next.id}"]`) });
}

test('after a trip both sides are invited, review each other, and the ratings go public', async ({
  page,
  browser,
}) => {
  const { driver, passenger, past, next } = await travelledTogether();
  const before = await cardOf(page, next);
  await expect(before).toContainText('Nouveau membre');

  // The trip is done: the day after arrival, both sides get the invitation.
  await runTripsDoneJob();
  const toPassenger = await invitationTo(passenger);
  expect(toPassenger.subject).toBe('Comment s’est passé votre trajet avec Camille ?');
  expect(toPassenger.link).toBe(`/utilisateurs/avis/ecrire/${past.id}/${driver.id}`);
  const toDriver = await invitationTo(driver);
  expect(toDriver.subject).toBe('Comment s’est passé votre trajet avec Noé ?');

  // The passenger also finds it in the notifications, then follows the e-mail's link.
  const noe = await loggedIn(browser, passenger);
  await noe.goto('/utilisateurs/notifications');
  await expect(
    noe.getByText('Comment s’est passé votre trajet avec Camille ? Trajet Paris → Lyon.'),
  ).toBeVisible();
  await expect(noe.getByRole('link', { name: 'Laisser un avis' })).toBeVisible();
  await noe.goto(toPassenger.link);
  await expect(noe.getByRole('heading', { name: 'Votre avis sur Camille' })).toBeVisible();
  await noe.getByRole('radio', { name: '5 étoiles — Excellent' }).check();
  await noe
    .getByLabel('Votre commentaire (facultatif)')
    .fill('Conduite très douce, départ à l’heure pile. Merci Camille !');
  await noe.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(noe.getByText(/Merci ! Votre avis est enregistré\./)).toBeVisible();
  await expect(noe.getByText(/Il sera publié quand Camille aura laissé le sien/)).toBeVisible();
  // Double-blind: nothing public yet.
  await expect(await cardOf(page, next)).toContainText('Nouveau membre');

  // The driver reviews the passenger from the invitation: both reviews go public.
  const camille = await loggedIn(browser, driver);
  await camille.goto(toDriver.link);
  await expect(camille.getByRole('heading', { name: 'Votre avis sur Noé' })).toBeVisible();
  await expect(camille.getByText('Noé vous a déjà laissé un avis')).toBeVisible();
  await camille.getByRole('radio', { name: '4 étoiles — Bien' }).check();
  await camille.getByLabel('Votre commentaire (facultatif)').fill('Ponctuel et agréable.');
  await camille.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(
    camille.getByText('Merci ! Votre avis est publié, tout comme celui que vous avez reçu.'),
  ).toBeVisible();

  // Both reviews appear on the profiles.
  await noe.goto(`/utilisateurs/${driver.id}`);
  await expect(noe.getByRole('heading', { name: /^Camille, \d+ ans$/ })).toBeVisible();
  const aboutCamille = noe.getByRole('list', { name: 'Avis sur Camille' });
  await expect(aboutCamille).toContainText('Conduite très douce, départ à l’heure pile.');
  await expect(aboutCamille.getByRole('img', { name: '5 étoiles sur 5' })).toBeVisible();
  await camille.goto(`/utilisateurs/${passenger.id}`);
  await expect(camille.getByRole('list', { name: 'Avis sur Noé' })).toContainText(
    'Ponctuel et agréable.',
  );

  // Camille answers Noé's review once, from « Reçus ».
  await camille.goto('/utilisateurs/avis?onglet=recus');
  await camille.getByRole('button', { name: 'Répondre à l’avis de Noé' }).click();
  await camille.getByLabel('Votre réponse publique').fill('Merci Noé, à bientôt sur la route !');
  await camille.getByRole('button', { name: 'Publier ma réponse' }).click();
  await expect(camille.getByText('Votre réponse est publiée.')).toBeVisible();
  await expect(camille.getByRole('button', { name: /Répondre/ })).toHaveCount(0);

  // The driver's average changed on the trip cards and the trip page.
  const after = await cardOf(page, next);
  await expect(after).toContainText('5,0 ★');
  await expect(after).toContainText('1 avis');
  await expect(after).not.toContainText('Nouveau membre');
  await page.goto(`/covoiturage/${next.id}`);
  await expect(page.getByRole('region', { name: 'Conducteur' })).toContainText('5,0 ★');
});

test('an admin hides a reported review with a reason, and its author is told', async ({
  page,
  browser,
}) => {
  const { driver, passenger, past } = await travelledTogether();
  await runTripsDoneJob();
  await invitationTo(driver);
  const insult = 'Passager insupportable, une vraie plaie.';
  expect(
    await postAs(browser, driver, '/api/avis', {
      trajet_id: past.id,
      cible_id: passenger.id,
      note: 1,
      commentaire: insult,
    }),
  ).toBe(201);
  expect(
    await postAs(browser, passenger, '/api/avis', {
      trajet_id: past.id,
      cible_id: driver.id,
      note: 4,
    }),
  ).toBe(201);
  const [review] = await queryE2eDatabase<{ id: number }>(
    'SELECT id FROM avis WHERE trajet_id = $1 AND auteur_id = $2',
    [past.id, driver.id],
  );
  expect(
    await postAs(browser, passenger, `/api/avis/${review!.id}/signalements`, {
      motif: 'Insultant.',
    }),
  ).toBe(201);

  await openSession(page.context(), E2E_ADMIN);
  await page.goto('/utilisateurs/admin/avis');
  const item = page.getByRole('listitem').filter({ hasText: insult });
  await expect(item).toContainText('Insultant.');
  await item.getByRole('button', { name: /^Masquer/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Masquer l’avis' });
  await dialog.getByRole('button', { name: 'Confirmer le masquage' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Votre texte est vide.');
  await dialog.getByLabel('Motif (l’auteur le lira)').fill('Propos insultants.');
  await dialog.getByRole('button', { name: 'Confirmer le masquage' }).click();
  await expect(page.getByText('L’avis est masqué ; son auteur en a été informé.')).toBeVisible();
  await expect(page.getByText(insult)).toHaveCount(0);

  const [mail] = await queryE2eDatabase<{ text: string }>(
    `SELECT text FROM emails WHERE recipient = $1 AND template = 'avis-masque'`,
    [driver.email],
  );
  expect(mail?.text).toContain('Motif : Propos insultants.');
  const camille = await loggedIn(browser, driver);
  await camille.goto('/utilisateurs/avis?onglet=donnes');
  await expect(camille.getByText('Masqué par l’équipe BonneRoute')).toBeVisible();
  await camille.goto(`/utilisateurs/${passenger.id}`);
  await expect(camille.getByText('Nouveau membre')).toBeVisible();
});

test('sur un ordinateur, un visiteur ouvre le profil du conducteur depuis la page du trajet', async ({
  page,
}) => {
  const { driver, trip } = await withE2eDatabase(async (db) => {
    const someone = await createUser(db, {
      prenom: 'Apolline',
      email: `apolline.${Date.now().toString(36)}@exemple.fr`,
    });
    return {
      driver: someone,
      trip: await createTrip(db, { driver: someone, date: addDays(todayInParis(), 4) }),
    };
  });
  // No session: the public profile opens instead of the login page.
  await page.goto(`/covoiturage/${trip.id}`);
  await page.getByRole('link', { name: 'Voir le profil de Apolline' }).click();
  await expect(page).toHaveURL(new RegExp(`/utilisateurs/${driver.id}$`));
  await expect(page.getByRole('heading', { name: /^Apolline/ })).toBeVisible();
  await expect(page.getByText(/Membre depuis/)).toBeVisible();
  // Never the surname nor the e-mail.
  await expect(page.getByText(driver.nom)).toHaveCount(0);
  await expect(page.getByText(driver.email)).toHaveCount(0);
});
