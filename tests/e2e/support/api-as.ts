import type { Browser, BrowserContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { TEST_PASSWORD } from './factories';

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

/** POST /api/login (spec §7) in this context; the bearer token. */
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
 * Logs a browser context in through the API (POST /api/login) and stores the session as the web
 * app does, before its first page loads: no page of the app is open while the session is set,
 * so no request in flight can race with the next navigation.
 */
export async function openSession(
  context: BrowserContext,
  person: { email: string; password?: string },
): Promise<void> {
  const token = await login(context, person);
  await context.addInitScript(
    ({ token, expiry }) => {
      // Once per tab: a later logout in the same tab stays a logout.
      if (sessionStorage.getItem('e2e-session')) return;
      sessionStorage.setItem('e2e-session', '1');
      localStorage.setItem('bonneroute.token', token);
      localStorage.setItem('bonneroute.expiry', String(expiry));
    },
    { token, expiry: Date.now() + 60 * 60 * 1000 },
  );
}
