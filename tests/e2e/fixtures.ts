import { test as base, expect } from '@playwright/test';
import { E2E_ADMIN } from './support/database';
import { makeMember } from './support/factories';
import { type Account, loggedInStorageState } from './support/login';

/**
 * Chromium logs this when Playwright itself tries to run its helper scripts in a frame sandboxed
 * without `allow-scripts` (microsoft/playwright#33343): the admin outbox shows each mail in such
 * a frame, and the mails carry no script (admin.spec.ts checks it). Only that exact sentence, for
 * an inline frame, is the harness's doing; any other blocked script is still a failure.
 */
const HARNESS_NOISE = [
  /^Blocked script execution in 'about:(srcdoc|blank)' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\./,
];

/**
 * Every journey fails on an unexpected console error or uncaught page error, so that a broken
 * screen cannot pass just because the asserted text happens to be there. A test that expects
 * one (a 404 document, say) lists it in `allowedConsoleErrors`.
 */
export const test = base.extend<
  {
    allowedConsoleErrors: RegExp[];
    consoleErrors: string[];
    loggedInAs: (account: Account) => Promise<void>;
  },
  { member: Account; driver: Account; admin: Account }
>({
  /**
   * Signs the test's page in as that account: through the real login form the first time the
   * worker meets the account, then with the storage state that login left (support/login.ts).
   * Call it before the page opens the app.
   */
  loggedInAs: async ({ page, browser }, use) => {
    await use(async (account) => {
      await page.context().setStorageState(await loggedInStorageState(browser, account));
    });
  },
  // Playwright reads what a fixture depends on from its first parameter's pattern: `{}` is none.
  /* eslint-disable no-empty-pattern */
  /** A member with a complete profile, made once per worker (support/factories.ts). */
  member: [
    async ({}, use) => use(await makeMember({ prenom: 'Margot', nom: 'Membre' })),
    { scope: 'worker' },
  ],
  /** Another one, for the driver's side of a journey. */
  driver: [
    async ({}, use) => use(await makeMember({ prenom: 'Damien', nom: 'Conducteur', sexe: 'M' })),
    { scope: 'worker' },
  ],
  /** The e2e server's administrator (ADMIN_EMAIL / ADMIN_PASSWORD of scripts/e2e-server.mjs). */
  admin: [async ({}, use) => use(E2E_ADMIN), { scope: 'worker' }],
  /* eslint-enable no-empty-pattern */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} (${message.location().url})`;
        if (HARNESS_NOISE.some((pattern) => pattern.test(text))) return;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'erreurs dans la console du navigateur').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
