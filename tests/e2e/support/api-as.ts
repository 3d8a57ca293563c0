import type { Browser } from '@playwright/test';
import { expect } from '@playwright/test';
import { TEST_PASSWORD } from './factories';
import { loginAs } from './login';

/** A POST to the API as that person, as the web app makes it (bearer token and CSRF header). */
export async function postAs(
  browser: Browser,
  person: { email: string },
  path: string,
  body: Record<string, unknown>,
): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect(await loginAs(page, person.email, TEST_PASSWORD)).toBe(200);
  const token = await page.evaluate(() => localStorage.getItem('bonneroute.token'));
  const csrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(path, {
    data: body,
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': decodeURIComponent(csrf) },
  });
  await context.close();
  return response.status();
}

/** The trips-done job (every 15 min in production) runs now on the e2e server's worker. */
export const RUN_TRIPS_DONE = `SELECT graphile_worker.add_job('trajets_effectues', '{}'::json)`;
