import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { TEST_PASSWORD } from '../../../apps/api/src/test/factories';

/** Someone who can log in: a factory user (password TEST_PASSWORD unless given) or E2E_ADMIN. */
export interface Account {
  email: string;
  password?: string;
}

/**
 * Logs this page in through the real login form (/vous-identifier), as a member would: the
 * app itself calls POST /api/login and keeps the session it gets back. Returns the status of
 * that call; on success, waits until the app has moved on to the member's space.
 */
export async function loginAs(page: Page, account: Account): Promise<number> {
  await page.goto('/vous-identifier');
  await page.getByLabel('Adresse email', { exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password ?? TEST_PASSWORD);
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/login',
    ),
    page.getByRole('button', { name: 'Se connecter' }).click(),
  ]);
  if (response.ok()) await expect(page).toHaveURL(/\/utilisateurs$/);
  return response.status();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const SESSION_REUSE_MS = 30 * 60 * 1000; // the app's session lasts one hour
const sessions = new Map<string, { state: StorageState; at: number }>();

/**
 * The browser storage of a real login for that account (the login form, once, in a context of
 * its own), kept for the worker's later tests: a test that signs in as the same account again
 * reuses it instead of filling the form again.
 */
export async function loggedInStorageState(
  browser: Browser,
  account: Account,
): Promise<StorageState> {
  const cached = sessions.get(account.email);
  if (cached && Date.now() - cached.at < SESSION_REUSE_MS) return cached.state;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    expect(await loginAs(page, account), `connexion de ${account.email}`).toBe(200);
    const state = await context.storageState();
    sessions.set(account.email, { state, at: Date.now() });
    return state;
  } finally {
    await context.close();
  }
}

/**
 * Forgets a kept login (a test that logged that account out, or changed its password, ended
 * the session the storage holds).
 */
export function forgetSession(account: Account): void {
  sessions.delete(account.email);
}
