import { reconciliationTexts } from '@bonneroute/shared/booking';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('sur un téléphone de 390 px : le rapprochement du processeur et du grand livre', async ({
  page,
  loggedInAs,
  admin,
}) => {
  await loggedInAs(admin);
  await page.goto('/utilisateurs/admin/rapprochement');
  await expect(page.getByRole('heading', { name: reconciliationTexts.title })).toBeVisible();
  await page.getByRole('button', { name: reconciliationTexts.runNow }).click();
  await expect(page.getByText(/^Dernier rapprochement le /)).toBeVisible();
  const totals = page.getByRole('table');
  await expect(totals.getByRole('rowheader', { name: 'Débité sur les cartes' })).toBeVisible();
  await expect(totals.getByRole('columnheader', { name: 'Grand livre' })).toBeVisible();
  await expect(page.getByText(reconciliationTexts.noDiscrepancy)).toBeVisible();
  // Nothing sticks out of the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
