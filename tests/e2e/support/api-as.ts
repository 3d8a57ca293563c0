import type { Browser, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { TEST_PASSWORD } from './factories';
import { loggedInStorageState } from './login';

/** A POST to the API as that person, as the web app makes it (bearer token and CSRF header). */
export async function postAs(
  browser: Browser,
  person: { email: string; password?: string },
  path: string,
  body: Record<string, unknown>,
): Promise<number> {
  const context = await browser.newContext();
  const token = await login(context, person);
  const csrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(path, {
    data: body,
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': decodeURIComponent(csrf) },
  });
  await context.close();
  return response.status();
}

/** POST /api/login (docs/product/README.md) in this context; the bearer token. */
async function login(
  context: BrowserContext,
  person: { email: string; password?: string },
): Promise<string> {
  await context.request.get('/api/health');
  const csrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/api/login', {
    multipart: { email: person.email, password: person.password ?? TEST_PASSWORD },
    headers: { 'x-xsrf-token': decodeURIComponent(csrf) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { attributes: { token: string } } }).data.attributes
    .token;
}

/** The trips-done job (every 15 min in production) runs now on the e2e server's worker. */
export const RUN_TRIPS_DONE = `SELECT graphile_worker.add_job('trajets_effectues', '{}'::json)`;

/**
 * Logs a browser context in as that person before its first page loads: the storage state of a
 * real login through the login form (support/login.ts, kept per account). A later logout in
 * that context stays a logout.
 */
export async function openSession(
  context: BrowserContext,
  person: { email: string; password?: string },
): Promise<void> {
  const browser = context.browser();
  if (!browser) throw new Error('openSession : contexte sans navigateur');
  await context.setStorageState(await loggedInStorageState(browser, person));
}
