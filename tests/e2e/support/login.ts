import type { Page } from '@playwright/test';

/**
 * Logs a browser in through the API, as the login page does (spec §7 POST /login, multipart
 * email + password, CSRF header echoing the XSRF-TOKEN cookie), then stores the session like
 * the web app (spec §4: token and expiry, one hour). Returns the HTTP status of /api/login.
 */
export async function loginAs(page: Page, email: string, password: string): Promise<number> {
  await page.goto('/');
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/login', {
    multipart: { email, password },
    headers: { 'x-xsrf-token': decodeURIComponent(csrf) },
  });
  if (!response.ok()) return response.status();
  const body = (await response.json()) as { data: { attributes: { token: string } } };
  await page.evaluate((token) => {
    localStorage.setItem('bonneroute.token', token);
    localStorage.setItem('bonneroute.expiry', String(Date.now() + 60 * 60 * 1000));
  }, body.data.attributes.token);
  return response.status();
}

export const DEMO_DRIVER = { email: 'conducteur@demo.bonneroute.fr', password: 'Bonneroute#2026' };
