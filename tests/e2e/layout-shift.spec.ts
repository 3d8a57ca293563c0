import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createAuditData, waitForPage, type AuditData } from './support/pages';

/** The pages whose data arrives after the first paint (and the home). */
function pagesWithData(data: AuditData): string[] {
  return [
    '/',
    '/covoiturages/paris/lyon',
    '/covoiturages/brest',
    '/covoiturage-departement/29',
    '/covoiturage-region/bretagne',
    '/blog-covoiturage',
    '/blog-covoiturage/conducteur-covoiturage-comment-faire-economies',
    `/covoiturage/${data.tripId}`,
  ];
}

/** Sums the layout shifts not caused by input since the page started (PerformanceObserver). */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { __layoutShift: number };
    scope.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) scope.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

let data: AuditData;
test.beforeAll(async () => {
  data = await createAuditData();
});

for (const [width, height] of [
  [390, 844],
  [1366, 768],
] as const) {
  test.describe(`décalages de mise en page à ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('CLS < 0,05 sur chaque page publique, même quand les données arrivent tard', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await observeLayoutShifts(page);
      // A slow network: every API answer comes 700 ms late, after the page's first paint.
      await page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.fallback();
      });
      const scores: Record<string, number> = {};
      for (const path of pagesWithData(data)) {
        await page.goto(path);
        await waitForPage(page);
        await page.waitForTimeout(300);
        scores[path] = await page.evaluate(
          () => (window as unknown as { __layoutShift: number }).__layoutShift,
        );
      }
      console.log(`CLS à ${width} px`, JSON.stringify(scores));
      const tooHigh = Object.entries(scores).filter(([, score]) => score >= 0.05);
      expect(tooHigh).toEqual([]);
    });
  });
}
