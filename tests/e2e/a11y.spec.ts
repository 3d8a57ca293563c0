import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  createAuditData,
  loginAuditMember,
  publicPages,
  userPages,
  waitForPage,
  type AuditData,
} from './support/pages';

/**
 * Axe finds nothing moderate, serious or critical: WCAG 2.0/2.1 A and AA, and axe's
 * best practices (unique landmarks, heading order), which the findings belong to.
 */
const BLOCKING = new Set(['moderate', 'serious', 'critical']);

async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

let data: AuditData;
test.beforeAll(async () => {
  data = await createAuditData();
});

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test.describe(`axe à ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('les pages publiques', async ({ page }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      for (const path of publicPages(data)) {
        await page.goto(path);
        await waitForPage(page);
        problems.push(...(await axeProblems(page)).map((problem) => `${path} ${problem}`));
      }
      expect(problems).toEqual([]);
    });

    test('les pages du membre', async ({ page }) => {
      test.setTimeout(180_000);
      await loginAuditMember(page, data);
      const problems: string[] = [];
      for (const path of userPages(data)) {
        await page.goto(path);
        await waitForPage(page);
        problems.push(...(await axeProblems(page)).map((problem) => `${path} ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  });
}
