import { z } from 'zod';
import { addDays } from '../dates';
import { formatDay } from '../dates/format';
import { plural } from '../french';
import { text } from '../api';

/**
 * Regular trips (docs/product/trips-and-search.md#regular-trips): one publication, one trip per
 * date. The trip's own date is always the first one (the driver chose it in the date step), then
 * every date up to `jusqu_au` whose ISO weekday (1 = lundi … 7 = dimanche) is in `jours`.
 */
export const SERIES_LIMITS = {
  /** The last date is at most this many months after the first one (same day, month end kept). */
  months: 3,
  /** At most this many dates, the first one included. */
  dates: 26,
} as const;

/** « lun. » … « dim. », the wizard's toggles (index 0 = ISO 1). */
export const WEEKDAY_SHORT = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'] as const;
export const WEEKDAY_LONG = [
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
] as const;

export const recurrenceTexts = {
  noWeekday: 'Choisissez au moins un jour de la semaine.',
  endBeforeStart: 'La date de fin doit être le jour du trajet ou après.',
  endTooFar: (last: string) =>
    `Un trajet régulier dure au plus ${SERIES_LIMITS.months} mois : dernière date possible le ${formatDay(last, 'weekdayDayMonth')}.`,
  tooManyDates: (count: number) =>
    `Un trajet régulier compte au plus ${SERIES_LIMITS.dates} dates (${count} choisies) : avancez la date de fin ou retirez un jour.`,
  invalidEnd: 'La date de fin n’est pas valide (format AAAA-MM-JJ).',
} as const;

export const recurrenceSchema = z.object({
  jours: z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .transform((days) => [...new Set(days)].sort()),
  jusqu_au: text()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'doit être une date AAAA-MM-JJ'),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

/** ISO weekday of a YYYY-MM-DD date: 1 = lundi … 7 = dimanche. */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The last end date allowed for a series starting on `first`: 3 months later, 31 → month end. */
export function latestSeriesEnd(first: string): string {
  const [year, month, day] = first.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + SERIES_LIMITS.months, 1));
  const lastOfMonth = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastOfMonth));
  return target.toISOString().slice(0, 10);
}

/**
 * Every date of the series in order, the first one included. It never runs past the 3 months,
 * whatever end date was sent (the refusal below says why such an end is refused).
 */
export function seriesDates(first: string, recurrence: Recurrence): string[] {
  const dates = [first];
  const days = new Set(recurrence.jours);
  const end = [recurrence.jusqu_au, latestSeriesEnd(first)].sort()[0]!;
  for (let date = addDays(first, 1); date <= end; date = addDays(date, 1))
    if (days.has(isoWeekday(date))) dates.push(date);
  return dates;
}

/**
 * The last end date the wizard offers for these weekdays: the 3 months' end, or the day of the
 * 26th date when that comes first (the limit that applies first, written once).
 */
export function lastSeriesEnd(first: string, jours: readonly number[]): string {
  const all = seriesDates(first, { jours: [...jours], jusqu_au: latestSeriesEnd(first) });
  return all.length > SERIES_LIMITS.dates ? all[SERIES_LIMITS.dates - 1]! : latestSeriesEnd(first);
}

/**
 * Why this series cannot be published (its French text), or null. The rules in order: a
 * weekday, an end on or after the first date, the 3 months, then the 26 dates (the count the
 * preview shows): with one or two weekdays the 3 months end the series first, with three or more
 * the 26 dates do.
 */
export function recurrenceRefusal(first: string, recurrence: Recurrence): string | null {
  if (recurrence.jours.length === 0) return recurrenceTexts.noWeekday;
  if (recurrence.jusqu_au < first) return recurrenceTexts.endBeforeStart;
  const latest = latestSeriesEnd(first);
  if (recurrence.jusqu_au > latest) return recurrenceTexts.endTooFar(latest);
  const count = seriesDates(first, recurrence).length;
  if (count > SERIES_LIMITS.dates) return recurrenceTexts.tooManyDates(count);
  return null;
}

/** « 12 trajets : ven. 11 déc., ven. 18 déc., … » (the first `shown` dates, then « … »). */
export function seriesPreview(dates: readonly string[], shown = 6): string {
  const listed = dates.slice(0, shown).map((date) => formatDay(date, 'weekdayShort'));
  const more = dates.length > shown ? ', …' : '';
  return `${plural(dates.length, 'trajet')} : ${listed.join(', ')}${more}`;
}
