import type { Page } from '@playwright/test';

/**
 * Holds every request matching `pattern` (e.g. a lazy chunk, or all of the app's scripts) until
 * the returned `release` is called, as a slow network would (what the page does before
 * its code arrives). Requests made after the release go through at once.
 */
export async function holdAssets(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
