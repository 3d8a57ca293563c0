import type { Page } from '@playwright/test';
import { encodeBookingCode } from '@bonneroute/shared/booking';
import { todayInParis } from '@bonneroute/shared/dates';
import { expect, test } from './fixtures';
import { openSession } from './support/api-as';
import { createBooking, createTrip, createUser, withE2eDatabase } from './support/factories';

/**
 * No page is wider than a 390 px phone. Every public and user page is visited at
 * 390 × 844 with data of its own (a long e-mail address, a trip with stages, bookings in every
 * state); the test fails naming each page whose document is wider than the screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function makeData() {
  return withE2eDatabase(async (db) => {
    const stamp = Date.now().toString(36);
    const driver = await createUser(db, { prenom: 'dominique', email: `dom.${stamp}@exemple.fr` });
    const passenger = await createUser(db, {
      prenom: 'marie-charlotte',
      email: `marie-charlotte.de-la-fontaine-aux-loups.${stamp}@une-messagerie-au-nom-long.fr`,
    });
    const trip = await createTrip(db, { driver, inDays: 4, heure: '07:45' });
    const pending = await createTrip(db, { driver, inDays: 6, is_resa_automatique: false });
    await createBooking(db, { trip, passenger, seats: 2 });
    await createBooking(db, { trip: pending, passenger, statut: 'EN_ATTENTE' });
    const other = await createTrip(db, { driver, inDays: 5 });
    return { driver, passenger, trip, other };
  });
}

/** The widths that matter once the page has settled (fonts, images, lazy routes). */
async function overflowOf(page: Page, path: string): Promise<string | null> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"], .spinner').first())
    .toBeHidden({ timeout: 10_000 })
    .catch(() => undefined);
  const { scroll, viewport, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    // The deepest elements that stick out on the right: what to fix.
    const sticksOut = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect().right > width + 0.5;
    };
    const texts = [...document.body.querySelectorAll('*')].filter((element) =>
      [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && sticksOut(child),
      ),
    );
    const culprits = [...document.body.querySelectorAll('*'), ...texts]
      .filter(
        (element) => element.getBoundingClientRect().right > width + 0.5 || texts.includes(element),
      )
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5),
      )
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scroll: document.documentElement.scrollWidth, viewport: width, culprits };
  });
  return scroll > viewport
    ? `${path} : ${scroll} px pour un écran de ${viewport} px (${culprits.join(', ')})`
    : null;
}

const PUBLIC_PAGES = [
  '/',
  '/home',
  '/promotions',
  '/trouver-covoiturage',
  '/blog-covoiturage',
  '/covoiturages/paris',
  '/covoiturages/paris/lyon',
  '/covoiturage-departement/69',
  '/covoiturage-region/auvergne-rhone-alpes',
  '/covoiturage-pays/belgique',
  '/covoiturages/geneve',
  '/nous-connaitre',
  '/conditions-generales',
  '/mentions-legales',
  '/confidentialite',
  '/en-voiture',
  '/gaming',
  '/games/sudoku',
  '/erreur404',
];
const ANONYMOUS_PAGES = [
  '/vous-identifier',
  '/inscription-bonneroutier',
  '/recuperer-un-mot-de-passe-valide',
];

test('no public or user page is wider than a 390 px phone', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { driver, passenger, trip, other } = await makeData();
  const results = `/resultats?${new URLSearchParams({
    date: todayInParis(),
    from: '75056',
    to: '69123',
    from_city: 'Paris',
    to_city: 'Lyon',
  })}`;
  const userPages = [
    ...PUBLIC_PAGES,
    results,
    `/covoiturage/${trip.id}`,
    `/paiement/${encodeBookingCode(other.id, 2)}`,
    `/chat-covoiturage/${trip.id}`,
    '/utilisateurs',
    '/utilisateurs/infos',
    '/utilisateurs/infos?info=photo',
    '/utilisateurs/infos?info=telephone',
    '/utilisateurs/infos?info=documents',
    '/utilisateurs/infos?info=vehicules',
    '/utilisateurs/avis',
    '/utilisateurs/trajets?type=passager',
    '/utilisateurs/trajets?type=conducteur',
    '/utilisateurs/argent',
    '/utilisateurs/argent?type=paiements',
    '/utilisateurs/notifications',
    '/utilisateurs/en-voiture',
    `/utilisateurs/${driver.id}`,
  ];
  const wide: string[] = [];

  const anonymous = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const path of ANONYMOUS_PAGES) {
    const overflow = await overflowOf(anonymous, path);
    if (overflow) wide.push(overflow);
  }
  await anonymous.close();

  await openSession(page.context(), passenger);
  for (const path of userPages) {
    const overflow = await overflowOf(page, path);
    if (overflow) wide.push(overflow);
  }
  expect(wide, 'pages plus larges que l’écran').toEqual([]);
});
