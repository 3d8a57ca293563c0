import type { Page } from '@playwright/test';
import { createBooking, createMember, createTrip, withE2eDatabase } from './factories';

/**
 * Visible buttons, links and fields that the help launcher's box overlaps: the
 * launcher is whichever « Besoin d’aide ? » button is shown at this width.
 */
export async function elementsUnderHelpButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = [...document.querySelectorAll<HTMLElement>('button')].find(
      (button) =>
        (button.getAttribute('aria-label') ?? button.textContent ?? '').includes('Besoin d’aide') &&
        button.getBoundingClientRect().width > 0,
    );
    if (!launcher) return ['(aucun bouton d’aide visible)'];
    const box = launcher.getBoundingClientRect();
    const header = document.querySelector('header');
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const interactive = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="button"], [role="combobox"]',
    );
    const hits: string[] = [];
    for (const element of interactive) {
      if (element === launcher || element.contains(launcher) || launcher.contains(element))
        continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0')
        continue;
      const rect = element.getBoundingClientRect();
      // Visually hidden controls (a native date input behind its button) cannot be covered.
      if (rect.width <= 2 || rect.height <= 2) continue;
      // What scrolled beneath the sticky header is hidden by the header, not by the button.
      const top = header && !header.contains(element) ? Math.max(rect.top, headerBottom) : rect.top;
      const overlaps =
        rect.left < box.right && rect.right > box.left && top < box.bottom && rect.bottom > box.top;
      if (overlaps)
        hits.push(
          `${element.tagName}#${element.id} « ${(element.textContent ?? '').trim().slice(0, 40)} » ` +
            `(${Math.round(rect.left)}, ${Math.round(rect.top)})`,
        );
    }
    return hits;
  });
}

/**
 * A results page with many cards: 8 trips Paris → Lyon on one day in a month, each with its own
 * driver, made for the test (the page the busiest demo day used to give).
 */
export async function busySearch(): Promise<string> {
  const inDays = 30;
  const trips = await withE2eDatabase(async (db) => {
    const made = [];
    for (let i = 0; i < 8; i += 1) {
      const driver = await createMember(db);
      made.push(
        await createTrip(db, { driver, inDays, heure: `${String(7 + i).padStart(2, '0')}:15` }),
      );
    }
    return made;
  });
  const trip = trips[0]!;
  const params = new URLSearchParams({
    date: trip.date,
    from: trip.code_commune_depart,
    to: trip.code_commune_arrivee,
    from_city: trip.ville_depart,
    to_city: trip.ville_arrivee,
  });
  return `/resultats?${params}`;
}

/**
 * A trip in a week with its passenger CONFIRMEE on it, roles offered (DJ, co-pilot…): the
 * driver and the passenger are made for the test.
 */
export async function bookedTripWithRoles() {
  return withE2eDatabase(async (db) => {
    const driver = await createMember(db, { prenom: 'Paul', sexe: 'M' });
    const passenger = await createMember(db, { prenom: 'Paula' });
    const trip = await createTrip(db, {
      driver,
      inDays: 7,
      is_roles_passagers: true,
      roles_passagers: '1,0,1,1,1',
    });
    await createBooking(db, { trip, passenger });
    return { tripId: trip.id, driver, passenger };
  });
}

/** Four upcoming trips, so that the home page has its « Trajets à la une ». */
export async function featuredTrips(): Promise<void> {
  await withE2eDatabase(async (db) => {
    for (let i = 0; i < 4; i += 1)
      await createTrip(db, { driver: await createMember(db), inDays: 2 + i });
  });
}

/** With SCREENSHOT_DIR set, a screenshot named after the page and the viewport's width. */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOT_DIR) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}-${width}.png` });
}
