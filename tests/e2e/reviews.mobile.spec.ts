import type { Page } from '@playwright/test';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { test, expect } from './fixtures';
import { openSession, postAs, RUN_TRIPS_DONE } from './support/api-as';
import { queryE2eDatabase } from './support/database';
import { createBooking, createTrip, createUser, withE2eDatabase } from './support/factories';

// The narrowest phone we design for.
test.use({ viewport: { width: 390, height: 844 } });

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Inès travelled with Hugo three days ago and with Léa two days ago; both trips are done. */
async function twoDoneTrips() {
  const people = await withE2eDatabase(async (db) => {
    const stamp = Date.now().toString(36);
    const ines = await createUser(db, { prenom: 'Inès', email: `ines.${stamp}@exemple.fr` });
    const hugo = await createUser(db, { prenom: 'Hugo', email: `hugo.${stamp}@exemple.fr` });
    const lea = await createUser(db, { prenom: 'Léa', email: `lea.${stamp}@exemple.fr` });
    const withHugo = await createTrip(db, { driver: hugo, date: addDays(todayInParis(), -3) });
    const withLea = await createTrip(db, { driver: lea, date: addDays(todayInParis(), -2) });
    await createBooking(db, { trip: withHugo, passenger: ines });
    await createBooking(db, { trip: withLea, passenger: ines });
    return { ines, hugo, lea, withHugo, withLea };
  });
  await queryE2eDatabase(RUN_TRIPS_DONE);
  await expect
    .poll(async () => {
      const rows = await queryE2eDatabase<{ n: number }>(
        'SELECT count(*)::int AS n FROM avis_fenetres WHERE trajet_id = ANY($1)',
        [[people.withHugo.id, people.withLea.id]],
      );
      return rows[0]!.n;
    })
    .toBe(2);
  return people;
}

test('on a 390 px phone: write a review, read one, report it, see the profile', async ({
  page,
  browser,
}) => {
  const { ines, hugo, lea, withHugo, withLea } = await twoDoneTrips();
  expect(
    await postAs(browser, hugo, '/api/avis', {
      trajet_id: withHugo.id,
      cible_id: ines.id,
      note: 2,
      commentaire: 'Vingt minutes de retard au rendez-vous.',
    }),
  ).toBe(201);
  expect(
    await postAs(browser, ines, '/api/avis', {
      trajet_id: withHugo.id,
      cible_id: hugo.id,
      note: 5,
    }),
  ).toBe(201);

  await openSession(page.context(), ines);
  await page.goto('/utilisateurs/avis');
  await expect(page.getByRole('link', { name: 'À écrire (1)' })).toBeVisible();
  await expect(page.getByText(/À écrire avant la fin du/)).toBeVisible();
  await noHorizontalScroll(page);

  await page.getByRole('link', { name: 'Laisser un avis à Léa' }).click();
  await expect(page).toHaveURL(new RegExp(`/utilisateurs/avis/ecrire/${withLea.id}/${lea.id}$`));
  await page.getByRole('radio', { name: '3 étoiles — Correct' }).check();
  await page.getByLabel('Votre commentaire (facultatif)').fill('Trajet correct, un peu de retard.');
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(page.getByText(/Merci ! Votre avis est enregistré\./)).toBeVisible();

  await page.goto('/utilisateurs/avis?onglet=recus');
  const review = page.getByRole('article', { name: 'Avis de Hugo' });
  await expect(review).toContainText('Vingt minutes de retard au rendez-vous.');
  await noHorizontalScroll(page);
  // « Signaler » opens a dialog that Escape closes; then the report is sent.
  await review.getByRole('button', { name: 'Signaler l’avis de Hugo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler l’avis de Hugo' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await review.getByRole('button', { name: 'Signaler l’avis de Hugo' }).click();
  await dialog.getByLabel('Pourquoi signalez-vous cet avis ?').fill('J’étais à l’heure.');
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(review.getByText('Merci, l’équipe BonneRoute va examiner cet avis.')).toBeVisible();
  await expect(review.getByText('Avis signalé')).toBeVisible();

  await page.goto(`/utilisateurs/${hugo.id}`);
  await expect(page.getByRole('heading', { name: /^Hugo/ })).toBeVisible();
  await expect(page.getByText('5,0 ★')).toBeVisible();
  await noHorizontalScroll(page);
});

test('on a 390 px phone, a visitor opens the driver’s profile from a trip page and reads the reviews', async ({
  page,
  browser,
}) => {
  const { ines, hugo, withHugo } = await twoDoneTrips();
  for (const [author, target, note] of [
    [hugo, ines, 4],
    [ines, hugo, 5],
  ] as const)
    expect(
      await postAs(browser, author, '/api/avis', {
        trajet_id: withHugo.id,
        cible_id: target.id,
        note,
        ...(author === ines ? { commentaire: 'Conduite souple, très ponctuel.' } : {}),
      }),
    ).toBe(201);
  const upcoming = await withE2eDatabase((db) =>
    createTrip(db, { driver: hugo, date: addDays(todayInParis(), 5) }),
  );

  // No session: the profile opens, it does not send to the login.
  await page.goto(`/covoiturage/${upcoming.id}`);
  await page.getByRole('link', { name: 'Voir le profil de Hugo' }).click();
  await expect(page).toHaveURL(new RegExp(`/utilisateurs/${hugo.id}$`));
  await expect(page.getByRole('heading', { name: /^Hugo/ })).toBeVisible();
  const review = page.getByRole('article', { name: 'Avis de Inès' });
  await expect(review).toContainText('Conduite souple, très ponctuel.');
  // Reading only: reporting needs an account.
  await expect(review.getByRole('button', { name: /Signaler/ })).toHaveCount(0);
  await noHorizontalScroll(page);
});
