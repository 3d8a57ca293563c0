import { expect, type Page } from '@playwright/test';

/** The Paris date `days` days from today, as `yyyy-mm-dd`. */
export function isoInDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dayName = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Clicks a day of the French calendar, moving month by month. */
export async function pickDay(page: Page, iso: string) {
  const day = page.getByRole('button', { name: dayName.format(new Date(`${iso}T00:00:00Z`)) });
  const month = page.getByRole('grid');
  // isVisible() does not wait: look only once the calendar is drawn, and after each « Mois
  // suivant » only once the next month has replaced the one shown.
  await expect(month).toBeVisible();
  for (let i = 0; i < 3 && !(await day.isVisible()); i += 1) {
    const shown = (await month.getAttribute('aria-labelledby')) ?? '';
    const title = (await page.locator(`[id="${shown}"]`).textContent()) ?? '';
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    await expect(page.locator(`[id="${shown}"]`)).not.toHaveText(title);
  }
  await day.click();
}
