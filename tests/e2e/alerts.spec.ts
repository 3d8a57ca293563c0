import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { openSession, postAs } from './support/api-as';
import { createUser, withE2eDatabase } from './support/factories';
import { readMailHeader, readMailLink } from './support/outbox';

/** A visitor leaves an alert on an empty search, a driver publishes, the mail comes. */
test.describe('Alertes trajets', () => {
  const inDays = (n: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
      new Date(Date.now() + n * 86_400_000),
    );

  test('un visiteur crée une alerte Paris → Rennes, la confirme, et reçoit le trajet publié ; la pastille du membre monte', async ({
    page,
    browser,
  }) => {
    const date = inDays(20);
    const visitorEmail = `alerte-${randomUUID().slice(0, 8)}@exemple.fr`;
    const [driver, member] = await withE2eDatabase(async (db) => [
      await createUser(db, { email: `conducteur-${randomUUID().slice(0, 8)}@exemple.fr` }),
      await createUser(db, { email: `membre-${randomUUID().slice(0, 8)}@exemple.fr` }),
    ]);

    // The visitor searches Paris → Rennes and finds nothing.
    await page.goto(`/resultats?date=${date}&from=75056&to=35238&from_city=Paris&to_city=Rennes`);
    await expect(
      page.getByRole('heading', { name: 'Covoiturages pas cher de Paris vers Rennes' }),
    ).toBeVisible();
    // The page is server-rendered: click once it is live and its searches have answered.
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Créer une alerte pour ce trajet' }).click();

    // The alert form comes filled with the search.
    await expect(
      page.getByRole('heading', { name: 'Créer une alerte pour ce trajet' }),
    ).toBeVisible();
    await expect(page.getByLabel('Départ')).toHaveValue('Paris');
    await expect(page.getByLabel('Arrivée')).toHaveValue('Rennes');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
    await page.getByLabel('Votre adresse e-mail').fill(visitorEmail);
    await page.getByRole('button', { name: 'Créer l’alerte' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeVisible();

    // Double opt-in: the link of the confirmation e-mail.
    await page.goto(await readMailLink(visitorEmail, '/alertes/confirmation/'));
    await expect(page.getByText('Votre alerte est confirmée')).toBeVisible();

    // A member leaves the same alert from the pair page and keeps a page open.
    const memberContext = await browser.newContext();
    await openSession(memberContext, { email: member.email });
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/covoiturages/paris/rennes');
    await memberPage.getByRole('link', { name: 'Créer une alerte pour ce trajet' }).click();
    await memberPage.getByLabel('Date', { exact: true }).fill(date);
    await memberPage.getByRole('button', { name: 'Créer l’alerte' }).click();
    await expect(memberPage.getByRole('heading', { name: 'Alerte créée' })).toBeVisible();
    await memberPage.getByRole('link', { name: 'Voir mes alertes' }).click();
    await expect(memberPage.getByRole('heading', { name: 'Paris → Rennes' })).toBeVisible();
    await expect(memberPage.getByText('Aucun trajet trouvé pour l’instant')).toBeVisible();
    await expect(
      memberPage.getByRole('button', { name: /\d+ notifications? non lues?$/ }),
    ).toHaveCount(0);

    // The driver publishes Paris → Rennes that day.
    const range = (await (await page.request.get('/api/bornes/75056/35238')).json()) as {
      data: { min: number; max: number };
    };
    const status = await postAs(browser, { email: driver.email }, '/api/trajets', {
      date,
      heure: '09:00',
      adresse_depart: 'Gare Montparnasse, 75015 Paris',
      adresse_arrivee: 'Gare de Rennes, 35000 Rennes',
      code_commune_depart: '75056',
      code_commune_arrivee: '35238',
      nb_places_proposees: 3,
      is_resa_automatique: 1,
      is_roles_passagers: 0,
      montant_contribution: range.data.min,
      is_publie: 1,
    });
    expect(status).toBe(201);

    // The member's bubble rises on the open page (live, no reload).
    // The member button names its bubble (« Camille 1 notification non lue »).
    await expect(memberPage.getByRole('button', { name: /\b1 notification non lue$/ })).toBeVisible(
      { timeout: 20_000 },
    );

    // The visitor's mail arrives with the trip's link.
    const tripLink = await readMailLink(visitorEmail, '/covoiturage/');
    await page.goto(tripLink);
    await expect(page.getByText('Gare Montparnasse', { exact: false }).first()).toBeVisible();
    await memberContext.close();

    // The mail client's unsubscribe link (List-Unsubscribe) opened in a browser: the
    // confirmation page, and the alert is stopped.
    const header = await readMailHeader(visitorEmail, 'alerte-trajet', 'List-Unsubscribe');
    const oneClick = new URL(header.slice(1, -1));
    await page.goto(`${oneClick.pathname}${oneClick.search}`);
    await expect(page).toHaveURL(/\/alertes\/desabonnement\?alerte=\d+&signature=/);
    await expect(page.getByRole('heading', { name: 'Désabonnement' })).toBeVisible();
    await expect(
      page.getByText('C’est fait : vous ne recevrez plus d’e-mail pour cette alerte.'),
    ).toBeVisible();
  });

  // The refusal (429) of the fourth confirmation is shown in the form, as Chromium logs it.
  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 429 .*\/api\/alertes/] });
    test('une adresse reçoit au plus 3 e-mails de confirmation d’alerte par jour', async ({
      page,
      request,
    }) => {
      const visitorEmail = `plafond-${randomUUID().slice(0, 8)}@exemple.fr`;
      // Three alerts already asked for that address today (from three connections).
      await request.get('/api/health');
      const csrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!;
      for (let i = 0; i < 3; i += 1) {
        const asked = await request.post('/api/alertes', {
          headers: {
            'x-xsrf-token': decodeURIComponent(csrf.value),
            'x-forwarded-for': `198.51.100.${10 + i}`,
          },
          data: { depart: 'Paris', arrivee: 'Rennes', date: inDays(10 + i), email: visitorEmail },
        });
        expect(asked.status()).toBe(201);
      }

      await page.goto(
        '/alertes/nouvelle?depart=75056&arrivee=35238&depart_nom=Paris&arrivee_nom=Rennes',
      );
      await page.getByLabel('Date', { exact: true }).fill(inDays(14));
      await page.getByLabel('Votre adresse e-mail').fill(visitorEmail);
      await page.getByRole('button', { name: 'Créer l’alerte' }).click();
      await expect(
        page.getByText(
          /^Nous avons déjà envoyé 3 e-mails de confirmation d’alerte à cette adresse ces dernières 24 heures : confirmez l’une de ces alertes depuis votre boîte e-mail, ou réessayez dans \d+ h( \d\d)?\.$/,
        ),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toHaveCount(
        0,
      );
    });
  });
});
