import { addDays } from '@bonneroute/shared/dates';

/** Dates are YYYY-MM-DD, read at midnight UTC (no time zone shifts). */
export const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
export const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;

/** The first of the month `months` away from `firstOfMonth`. */
export function shiftMonth(firstOfMonth: string, months: number): string {
  const date = utc(firstOfMonth);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The same day `months` away, on the month's last day when it has fewer days (31 → 30). */
export function sameDayInMonth(day: string, months: number): string {
  const first = shiftMonth(monthStart(day), months);
  const lastDay = utc(shiftMonth(first, 1));
  lastDay.setUTCDate(0);
  return `${first.slice(0, 8)}${String(Math.min(Number(day.slice(8)), lastDay.getUTCDate())).padStart(2, '0')}`;
}

/** `day` kept between `min` and `max` (ISO dates compare as strings). */
export function clampDay(day: string, min: string, max?: string): string {
  if (day < min) return min;
  if (max !== undefined && day > max) return max;
  return day;
}

/**
 * The day a key moves the calendar's focus to (WAI-ARIA date picker grid), or null for other
 * keys: arrows ±1 day / ±1 week, Home/End the week's Monday/Sunday, PageUp/PageDown ±1 month.
 */
export function dayMoveForKey(key: string, day: string): string | null {
  const weekday = (utc(day).getUTCDay() + 6) % 7; // Monday = 0
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
      return sameDayInMonth(day, -1);
    case 'PageDown':
      return sameDayInMonth(day, 1);
    default:
      return null;
  }
}
