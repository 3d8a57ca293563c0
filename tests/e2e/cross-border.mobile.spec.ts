import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import { expect, test } from './fixtures';
import { isoInDays, pickDay } from './support/calendar';
import { queryE2eDatabase } from './support/database';
import { createTrip, createUser, withE2eDatabase } from './support/factories';
import { telephones, utilisateurs_infos } from '../../apps/api/src/db/schema';

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = '/tmp/h33-shots';
mkdirSync(SHOTS, { recursive: true });
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** A member living abroad, with a verified mobile of that country (E.164, as stored). */
function makeMemberAbroad(
  pays: 'BE' | 'CH',
  numero: string,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  return withE2eDatabase(async (db) => {
    const user = await createUser(db, overrides);
    await db
      .insert(utilisateurs_infos)
      .values({ utilisateur_id: user.id, nationalite: pays, pays_residence: pays });
    await db.insert(telephones).values({ utilisateur_id: user.id, numero, verifie_le: new Date() });
    return user;
  });
}

const BRUXELLES = { code: 'BE-21004', nom: 'Bruxelles', latitude: 50.85045, longitude: 4.34878 };
const PARIS = { code: '75056', nom: 'Paris', latitude: 48.85341, longitude: 2.3488 };

test('sur un téléphone de 390 px : un conducteur suisse publie Genève → Lyon avec l’assistant', async ({
  page,
  loggedInAs,
}) => {
  const luc = await makeMemberAbroad('CH', '+41791234567', { prenom: 'Luc', sexe: 'M' });
  await loggedInAs(luc);
  const date = isoInDays(12);
  await page.goto('/en-voiture');
  await pickDay(page, date);
  await page.getByRole('button', { name: /^Matin/ }).click();
  await page.getByRole('button', { name: '07 h 30' }).click();

  await page.getByRole('combobox', { name: 'Ville de départ' }).fill('geneve');
  const geneve = page.getByRole('option').first();
  await expect(geneve).toContainText('Genève, 1200, Suisse');
  await shoot(page, 'publier-depart-geneve');
  await geneve.click();
  await page.getByLabel('Adresse de départ').fill('Gare Cornavin');
  await page.getByRole('button', { name: 'Valider l’adresse' }).click();
  await page.getByRole('combobox', { name: 'Ville d’arrivée' }).fill('Lyon');
  await page.getByRole('option').first().click();
  await page.getByLabel('Adresse d’arrivée').fill('Gare Part-Dieu');
  await page.getByRole('button', { name: 'Valider l’adresse' }).click();
  await page.getByRole('button', { name: 'Pas d’étape' }).click();
  await page.getByRole('button', { name: '3', exact: true }).click();
  await page.getByRole('button', { name: 'Automatique' }).click();
  await page.getByRole('button', { name: 'Non merci' }).click();
  // The advised price comes from the road distance, as for two French towns.
  const advice = page.getByText(/Participation conseillée : \d+\s€ par passager\./);
  await expect(advice).toBeVisible();
  const advised = Number(/(\d+)\s€/.exec((await advice.textContent()) ?? '')![1]);
  await shoot(page, 'publier-participation');
  await page.getByRole('button', { name: 'Valider la participation' }).click();
  await page.getByRole('button', { name: 'Je n’ai pas de code' }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Genève');
  await expect(page.getByRole('main')).toContainText('Lyon');
  await shoot(page, 'publier-recapitulatif');
  await page.getByRole('button', { name: 'Publier mon trajet' }).click();
  const infoDialog = page.getByRole('dialog', { name: 'Informations complémentaires requises' });
  const share = page.getByRole('dialog', { name: 'Partagez votre trajet' });
  await expect(share.or(infoDialog)).toBeVisible();
  if (await infoDialog.isVisible()) {
    // His address in Geneva: a 4-digit Swiss postcode.
    await infoDialog.getByLabel('Adresse').fill('Rue du Mont-Blanc 1');
    await infoDialog.getByLabel('Ville').fill('Genève');
    await infoDialog.getByLabel('Code postal').fill('1201');
    await shoot(page, 'publier-infos');
    await infoDialog.getByRole('button', { name: 'Enregistrer et publier' }).click();
  }
  await expect(page).toHaveURL(/\/covoiturage\/\d+\?shareNow=1$/);
  await share.getByRole('button', { name: 'Fermer' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Genève → Lyon');
  // The driver reads their own share, and what passengers pay with the 2 € of fees.
  await expect(main).toContainText(`${advised},00 € pour vous, par passager`);
  await expect(main).toContainText(`le passager paie ${advised + 2} €`);
  await shoot(page, 'publier-fiche');

  const id = Number(/covoiturage\/(\d+)/.exec(page.url())![1]);
  const [row] = await queryE2eDatabase<{ a: string; b: string; v: string }>(
    'SELECT code_commune_depart a, code_commune_arrivee b, ville_depart v FROM trajets WHERE id = $1',
    [id],
  );
  expect(row).toEqual({ a: 'CH-6621', b: '69123', v: 'Genève' });

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('sur un téléphone de 390 px : une passagère belge cherche Bruxelles → Paris depuis l’accueil, réserve et paie', async ({
  page,
  loggedInAs,
}) => {
  // Tomorrow: the home searches today, and she moves on by a day as anyone would.
  const date = isoInDays(1);
  const driver = await makeMemberAbroad('BE', '+32475987654', { prenom: 'Jan', sexe: 'M' });
  const trip = await withE2eDatabase((db) =>
    createTrip(db, {
      driver,
      date,
      heure: '09:15',
      adresse_depart: 'Gare du Midi, 1060 Saint-Gilles',
      adresse_arrivee: 'Gare du Nord, 75010 Paris',
      ville_depart: BRUXELLES.nom,
      ville_arrivee: PARIS.nom,
      code_commune_depart: BRUXELLES.code,
      code_commune_arrivee: PARIS.code,
      latitude_depart: BRUXELLES.latitude,
      longitude_depart: BRUXELLES.longitude,
      latitude_arrivee: PARIS.latitude,
      longitude_arrivee: PARIS.longitude,
      duree_secondes: 11_400,
      distance_metres: 312_000,
      montant_contribution: 2300,
    }),
  );
  const els = await makeMemberAbroad('BE', '+32470123456', { prenom: 'Els', nom: 'Janssens' });
  await loggedInAs(els);

  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const quick = page.getByRole('form', { name: 'Recherche rapide' });
  await quick.getByRole('button', { name: /Départ/ }).click();
  const picker = page.getByRole('dialog', { name: 'Votre trajet' });
  await picker.getByRole('combobox', { name: 'Départ' }).fill('bruxelles');
  const bruxelles = picker.getByRole('option').first();
  await expect(bruxelles).toContainText('Bruxelles, Belgique');
  await shoot(page, 'chercher-bruxelles');
  await bruxelles.click();
  await picker.getByRole('combobox', { name: 'Arrivée' }).fill('paris');
  await picker.getByRole('option').first().click();
  await picker.getByRole('button', { name: 'Trouvez' }).click();

  await expect(page).toHaveURL(/\/resultats\?.*from=BE-21004&to=75056/);
  await page.getByRole('button', { name: 'Jour suivant ›' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(
    page.getByRole('heading', { name: 'Covoiturages pas cher de Bruxelles vers Paris' }),
  ).toBeVisible();
  const card = page.locator('article').filter({
    has: page.locator(`a[href="/covoiturage/${trip.id}"], a[href^="/covoiturage/${trip.id}?"]`),
  });
  // 23 € of contribution and 2 € of fees.
  await expect(card).toContainText('25,00');
  // The Belgian town says its country; Paris says none.
  await expect(card).toContainText(/Bruxelles.*Belgique/);
  await shoot(page, 'chercher-resultats');

  await card.locator('a').first().click();
  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bruxelles → Paris');
  await expect(page.getByRole('main')).toContainText('Gare du Midi, 1060 Saint-Gilles');
  await shoot(page, 'reserver-fiche');
  await page.getByRole('button', { name: /^Réserver 1 place 25,00\s€$/ }).click();

  await expect(page).toHaveURL(/\/paiement\//);
  await page.getByLabel('Titulaire de la carte').fill('Els Janssens');
  await page.getByLabel('Numéro de carte').fill(TEST_CARDS.success);
  await page.getByLabel('Mois').selectOption('12');
  await page.getByLabel('Année').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Cryptogramme').fill('123');
  const pay = page.getByRole('button', { name: /^Payer 25,00/ });
  await shoot(page, 'payer');
  await pay.click();

  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}\\?paiement=reussi$`));
  await expect(page.getByText('Votre paiement a bien été effectué')).toBeVisible();
  // The trip page is now her booking: « Ma réservation », confirmed, further seats folded away.
  await expect(page.getByRole('region', { name: 'Ma réservation' })).toContainText('Confirmée');
  await expect(page.getByText('Réserver d’autres places', { exact: true })).toBeVisible();
  await shoot(page, 'payer-confirmation');

  await page.goto('/utilisateurs/trajets?type=passager');
  const booked = page.locator('article').filter({
    has: page.locator(`a[href="/covoiturage/${trip.id}"], a[href^="/covoiturage/${trip.id}?"]`),
  });
  await expect(booked).toContainText('Bruxelles');
  await expect(booked).toContainText('Paris');
  await expect(booked).toContainText('Confirmée');
  await expect(booked).toContainText('Payé : 25,00 €');
  await shoot(page, 'mes-trajets');
  await page.getByRole('contentinfo').screenshot({ path: `${SHOTS}/pied-de-page.png` });

  const [row] = await queryE2eDatabase<{ statut: string }>(
    'SELECT statut FROM passagers WHERE trajet_id = $1 AND utilisateur_id = $2',
    [trip.id, els.id],
  );
  expect(row).toEqual({ statut: 'CONFIRMEE' });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
