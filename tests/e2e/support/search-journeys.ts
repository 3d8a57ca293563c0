import { expect, type Page } from '@playwright/test';
import { alertTexts } from '@bonneroute/shared/alerts';
import { formatDay } from '@bonneroute/shared/dates';
import { isoInDays } from './calendar';
import { shoot } from './experience';
import { makeThinDayScene, resultsUrl, TOWNS } from './search';

type Town = (typeof TOWNS)[keyof typeof TOWNS];

const cards = (page: Page) => page.locator('main ul li article');

/**
 * docs/product/trips-and-search.md Results: an empty day offers the nearest days with their
 * counts, a nearby town with its distance and the alert; the full day sorts by price and keeps a
 * departure time range. The same journey on both viewports.
 */
export async function thinDayJourney(page: Page, to: Town, base: number): Promise<void> {
  await makeThinDayScene(to, base);
  const day = isoInDays(base);
  const after = isoInDays(base + 3);
  await page.goto(resultsUrl(TOWNS.rouen, to, day));
  await expect(page.getByText(/Désolé, nous n’avons pas trouvé/)).toBeVisible();
  const days = page.getByRole('region', { name: 'Les jours proches qui ont des trajets' });
  await expect(days.getByRole('link')).toHaveText([
    `${formatDay(isoInDays(base - 2), 'weekdayDayMonth')} : 1 trajet`,
    `${formatDay(after, 'weekdayDayMonth')} : 4 trajets`,
  ]);
  const nearby = page.getByRole('region', { name: 'Au départ ou à l’arrivée de villes voisines' });
  await expect(nearby).toContainText(/Départ de Évreux, à 4\d km de Rouen/);
  await expect(page.getByRole('link', { name: alertTexts.createTitle }).first()).toBeVisible();
  await expectNoSideScroll(page);
  await shoot(page, 'resultats-jour-vide');

  // The next day with trips, one tap away.
  await days.getByRole('link', { name: /4 trajets/ }).click();
  await expect(page).toHaveURL(new RegExp(`date=${after}`));
  await expect(page.getByText('4 covoiturages trouvés')).toBeVisible();
  await expect(cards(page).first()).toContainText('07 h 00');
  await shoot(page, 'resultats-jour-plein');

  // Cheapest first: the 19:00 trip at 15 € (on a phone, the filters fold under their summary).
  const summary = page.locator('summary', { hasText: 'Trier et filtrer' });
  if (await summary.isVisible()) await summary.click();
  await page.getByLabel('Trier par').selectOption({ label: 'Prix le plus bas' });
  await expect(page).toHaveURL(/tri=prix/);
  await expect(cards(page).first()).toContainText('19 h 00');
  await expect(cards(page).last()).toContainText('07 h 00');

  // An afternoon departure only.
  await page.getByRole('button', { name: '12 h – 18 h' }).click();
  await expect(page).toHaveURL(/plage=apres-midi/);
  await expect(page.getByRole('button', { name: '12 h – 18 h' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('13 h 00');
  if (await summary.isVisible()) await expect(summary).toHaveText('Trier et filtrer (2)');
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expectNoSideScroll(page);
}

export async function expectNoSideScroll(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}
