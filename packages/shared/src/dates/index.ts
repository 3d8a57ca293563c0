import { PARIS_TIME_ZONE } from './paris';

export * from './format';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  return text === text.trim() && readCalendarDate(text, 'iso') !== null;
}

/** Today's calendar date in Paris as YYYY-MM-DD. */
export function todayInParis(now: Date = new Date()): string {
  return calendarDateInParis(now);
}

// Built on first use, then reused: a formatter costs far more to build than to use (every trip of
// a list asks for today's date; decision 016).
let parisDateFormat: Intl.DateTimeFormat | undefined;
let parisOffsetFormat: Intl.DateTimeFormat | undefined;

// The last minute asked and its date: Paris is a whole number of hours from UTC, so every instant
// of one UTC minute has the same Paris date (each trip page asks for today to say the driver's age).
let lastMinute = NaN;
let lastMinuteDate = '';

export function calendarDateInParis(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute === lastMinute) return lastMinuteDate;
  parisDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: PARIS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const date = parisDateFormat.format(instant); // en-CA formats as YYYY-MM-DD
  if (Number.isFinite(minute)) [lastMinute, lastMinuteDate] = [minute, date];
  return date;
}

/** Adds days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

/** Offset in minutes of Paris from UTC at a given instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  parisOffsetFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PARIS_TIME_ZONE,
    timeZoneName: 'longOffset',
  });
  const text = parisOffsetFormat.format(instant);
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(text);
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The UTC instant of a Paris wall-clock date and time ('2026-11-22', '08:15'). */
export function parisDateTimeToInstant(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes);
  let offset = parisOffsetMinutes(new Date(asUtc));
  // Re-evaluate once: the offset at the guessed instant may differ across a DST change.
  offset = parisOffsetMinutes(new Date(asUtc - offset * 60_000));
  return new Date(asUtc - offset * 60_000);
}

/** French date as DD/MM/YYYY (docs/product/README.md: date filters). */
export function formatDateFr(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const DATE_FORMATS = {
  /** As typed in the forms (docs/product/README.md: step 2 birth-date dialog). */
  fr: /^(\d{2})\/(\d{2})\/(\d{4})$/,
  /** As sent on the wire (docs/product/README.md: yyyy-mm-dd). */
  iso: /^(\d{4})-(\d{2})-(\d{2})$/,
} as const;

/** True when the text has the shape of a date in that format (JJ/MM/AAAA or YYYY-MM-DD). */
export function matchesDateFormat(text: string, format: 'fr' | 'iso'): boolean {
  return DATE_FORMATS[format].test(text.trim());
}

/** The day, month and year of an existing calendar date (no 31/02) written JJ/MM/AAAA or ISO. */
export function readCalendarDate(text: string, format: 'fr' | 'iso'): DateParts | null {
  const match = DATE_FORMATS[format].exec(text.trim());
  if (!match) return null;
  const numbers = match.slice(1).map(Number);
  const [year, month, day] = (format === 'fr' ? numbers.reverse() : numbers) as [
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** YYYY-MM-DD of a date's parts. */
export function toIsoDate({ year, month, day }: DateParts): string {
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Age in whole years on `todayIso` of someone born on `birthIso` (YYYY-MM-DD, calendar). */
export function ageOn(birthIso: string, todayIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = todayIso.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
