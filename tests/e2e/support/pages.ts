import { expect, type Page } from '@playwright/test';
import { createTrip, createUser, withE2eDatabase } from './factories';
import { loginAs } from './login';

/** The data the page audits (axe, layout shift) need, made with the factories. */
export interface AuditData {
  tripId: number;
  memberEmail: string;
  driverId: number;
}

export function createAuditData(): Promise<AuditData> {
  return withE2eDatabase(async (db) => {
    const driver = await createUser(db);
    const trip = await createTrip(db, { driver, inDays: 4, is_roles_passagers: true });
    const member = await createUser(db);
    return { tripId: trip.id, memberEmail: member.email, driverId: driver.id };
  });
}

export async function loginAuditMember(page: Page, data: AuditData) {
  expect(await loginAs(page, { email: data.memberEmail })).toBe(200);
}

function isoInDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every public page, one of each kind (docs/product/README.md), with the factory trip for the trip page. */
export function publicPages(data: AuditData): string[] {
  return [
    '/',
    '/trouver-covoiturage',
    `/resultats?date=${isoInDays(4)}&from=75056&to=69123&from_city=Paris&to_city=Lyon&from_adr=paris&to_adr=lyon`,
    '/covoiturages/paris/lyon',
    '/covoiturages/brest',
    '/covoiturage-departement/29',
    '/covoiturage-region/bretagne',
    '/covoiturage-pays/suisse',
    '/covoiturages/paris/bruxelles',
    '/blog-covoiturage',
    '/blog-covoiturage/conducteur-covoiturage-comment-faire-economies',
    `/covoiturage/${data.tripId}`,
    '/vous-identifier',
    '/inscription-bonneroutier',
    '/recuperer-un-mot-de-passe-valide',
    '/alertes/nouvelle',
    '/nous-connaitre',
    '/conditions-generales',
    '/mentions-legales',
    '/confidentialite',
    '/games/sudoku',
  ];
}

/** The signed-in member's pages. */
export function userPages(data: AuditData): string[] {
  return [
    '/utilisateurs',
    '/utilisateurs/infos',
    '/utilisateurs/avis',
    '/utilisateurs/trajets',
    '/utilisateurs/argent',
    '/utilisateurs/notifications',
    '/utilisateurs/alertes',
    '/utilisateurs/en-voiture',
    '/en-voiture',
    `/utilisateurs/${data.driverId}`,
  ];
}

/** Waits until the page has its heading and no request in flight (its data has arrived). */
export async function waitForPage(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
