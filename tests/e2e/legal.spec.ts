import { test, expect } from './fixtures';

const pages = [
  {
    path: '/mentions-legales',
    title: 'Mentions légales',
    sections: [
      'Éditeur du site',
      'Conditions d’utilisation',
      'Limitation de responsabilité',
      'Litiges et droit applicable',
      'Droit d’accès à vos données',
      'Vie privée et données personnelles',
      'Propriété intellectuelle',
      'Hébergeur',
      'Cookies',
      'Liens hypertextes',
      'Nous contacter',
    ],
  },
  {
    path: '/confidentialite',
    title: 'Politique de confidentialité',
    sections: [
      'Qui est responsable de vos données',
      'Ce que nous collectons',
      'Pourquoi, et sur quelle base',
      'Combien de temps nous les gardons',
      'Qui les reçoit',
      'Vos droits et comment les exercer',
      'Cookies et stockage du navigateur',
      'Nous contacter',
    ],
  },
  {
    path: '/conditions-generales',
    title: 'Conditions générales d’utilisation et de vente',
    sections: [
      'Réservation',
      'Prix, frais de service et paiement',
      'Annulation et remboursement',
      'Responsabilité',
      'Données personnelles',
    ],
  },
];

for (const legalPage of pages) {
  test(`${legalPage.path} affiche chacune de ses sections`, async ({ page }) => {
    await page.goto(legalPage.path);
    await expect(page.getByRole('heading', { level: 1, name: legalPage.title })).toBeVisible();
    await expect(page).toHaveTitle(`${legalPage.title} | BonneRoute`);
    for (const section of legalPage.sections) {
      const heading = page.getByRole('heading', {
        level: 2,
        name: new RegExp(`^\\d+\\. ${section}$`),
      });
      await expect(heading).toBeVisible();
    }
    // The table of contents leads to each section.
    await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link').last().click();
    await expect(page).toHaveURL(/#/);
  });
}

test('les CGU énoncent la politique de remboursement appliquée', async ({ page }) => {
  await page.goto('/conditions-generales');
  const section = page.locator('#annulation');
  await expect(section).toContainText('plus de 24 heures avant le départ');
  await expect(section).toContainText('la moitié de la participation est remboursée');
  await expect(section).toContainText('remboursés intégralement, frais de service compris');
});

test('Nous connaître présente BonneRoute', async ({ page }) => {
  await page.goto('/nous-connaitre');
  await expect(page.getByRole('heading', { level: 1, name: 'Nous connaître' })).toBeVisible();
  await expect(page.getByText('2 € par place', { exact: false }).first()).toBeVisible();
});

test('la politique de confidentialité dit les durées de conservation et se trouve depuis le pied de page et l’inscription', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Confidentialité' }).click();
  await expect(page).toHaveURL(/\/confidentialite$/);
  const periods = page.getByRole('table', { name: 'Durées de conservation' });
  await expect(periods.getByRole('row', { name: /Historique de connexions/ })).toContainText(
    '12 mois',
  );
  await expect(periods.getByRole('row', { name: /Paiements/ })).toContainText('10 ans');
  await expect(periods.getByRole('row', { name: /pièce d’identité/ })).toContainText('30 jours');
  await expect(periods.getByRole('row', { name: /Compte et profil/ })).toContainText(
    'supprimé après 3 ans sans connexion, avec un e-mail d’avertissement 30 jours avant',
  );
  await expect(periods.getByRole('row', { name: /Paiements/ })).toContainText(
    'effacée au terme de ce délai',
  );
  // The rights section leads to the page where a member exercises them alone.
  await expect(page.locator('#droits').getByRole('link', { name: 'Mes données' })).toHaveAttribute(
    'href',
    '/utilisateurs/mes-donnees',
  );
  // Every cookie is strictly necessary: no consent banner.
  await expect(page.locator('#cookies')).toContainText('aucun bandeau');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/inscription-bonneroutier');
  await page.getByRole('link', { name: 'politique de confidentialité' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
});
