import { addDays, todayInParis } from '@bonneroute/shared/dates';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createTrip, createUser, withE2eDatabase } from './support/factories';

/** The head the server writes for a URL (raw HTML, no JavaScript). */
async function serverHead(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const unescape = (text: string | undefined) =>
    text
      ?.replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: unescape(/<meta name="description" content="([^"]*)">/.exec(html)?.[1]),
    canonical: unescape(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]) ?? null,
    ogUrl: unescape(/<meta property="og:url" content="([^"]*)">/.exec(html)?.[1]),
  };
}

/** The head the browser shows now. */
async function browserHead(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  }));
}

async function expectServerHead(page: Page) {
  const path = new URL(page.url()).pathname;
  const expected = await serverHead(page, path);
  // The page's data arrives after the navigation: wait for the title the server gives.
  await expect(page).toHaveTitle(expected.title!);
  expect(await browserHead(page)).toEqual(expected);
}

test('in-app navigation writes the head the server writes for each page', async ({ page }) => {
  const trip = await withE2eDatabase(async (db) => {
    const driver = await createUser(db, { prenom: 'Capucine' });
    // Tomorrow at dawn: first in the pair page's upcoming list, whatever other tests made.
    return createTrip(db, { driver, date: addDays(todayInParis(), 1), heure: '07:30' });
  });

  await page.goto('/covoiturages/paris/lyon');
  await expectServerHead(page);
  const pair = await browserHead(page);
  expect(pair.canonical).toMatch(/\/covoiturages\/paris\/lyon$/);

  // Pair → trip: its own title, description and canonical, not the pair's.
  await page.locator(`a[href="/covoiturage/${trip.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/covoiturage/${trip.id}$`));
  await expectServerHead(page);
  const tripHead = await browserHead(page);
  expect(tripHead.title).toMatch(
    /^Covoiturage Paris → Lyon le .+ à 07 h 30, \d+\u00a0€ \| BonneRoute$/,
  );
  expect(tripHead.description).not.toBe(pair.description);
  expect(tripHead.canonical).toMatch(new RegExp(`/covoiturage/${trip.id}$`));

  // Back to the pair, then the blog and one of its articles.
  await page.goBack();
  await expectServerHead(page);
  await page.goto('/blog-covoiturage');
  await expectServerHead(page);
  await page
    .getByRole('link', { name: /Conducteur de covoiturage/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog-covoiturage\/.+/);
  await expectServerHead(page);
});
