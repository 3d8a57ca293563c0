/**
 * How dates, times and durations read on the site, in e-mails and in the API's texts: French, and
 * always in Europe/Paris (the product's time zone, docs/product/README.md), whatever the zone of
 * the machine or the browser that formats them.
 */
import { PARIS_TIME_ZONE } from './paris';

/** Styles of an instant (a timestamp of the wire, e.g. `created_at`), as read in Paris. */
const INSTANT_STYLES = {
  /** « 24/11/2026 » */
  date: { dateStyle: 'short' },
  /** « 24/11/2026 08:15 » */
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  /** « 24/11/2026 08:15:30 » */
  dateTimeSeconds: { dateStyle: 'short', timeStyle: 'medium' },
  /** « 24 novembre 2026 » */
  long: { dateStyle: 'long' },
  /** « 24 novembre 2026 à 08:15 » */
  longTime: { dateStyle: 'long', timeStyle: 'short' },
  /** « 24 nov. 2026, 08:15:30 » */
  mediumSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  /** « 08:15 », a 24-hour clock (the wizard's « now », an alert's arrival). */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Styles of a calendar day (YYYY-MM-DD: a trip's date, a day of statistics). */
const DAY_STYLES = {
  /** « 24 nov. » */
  dayMonthShort: { day: 'numeric', month: 'short' },
  /** « mar. 24 nov. » */
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short' },
  /** « mardi 24 novembre » */
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  /** « mardi 24 novembre 2026 » */
  weekdayLong: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** « 24 novembre 2026 » */
  long: { dateStyle: 'long' },
  /** « novembre 2026 » */
  monthYear: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type InstantStyle = keyof typeof INSTANT_STYLES;
export type DayStyle = keyof typeof DAY_STYLES;

// A formatter costs far more to build than to use: each style is built once, on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: PARIS_TIME_ZONE });
    formatters.set(key, format);
  }
  return format;
}

/** An instant (Date, ISO text or epoch milliseconds) as read on a clock in Paris. */
export function formatInstant(instant: Date | string | number, style: InstantStyle): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  return formatter(`i:${style}`, INSTANT_STYLES[style]).format(date);
}

/** A calendar day written YYYY-MM-DD; noon UTC is the same day in Paris all year round. */
export function formatDay(isoDate: string, style: DayStyle): string {
  return formatter(`d:${style}`, DAY_STYLES[style]).format(
    new Date(`${isoDate.slice(0, 10)}T12:00:00Z`),
  );
}

/** « 08:15 »: the time on a Paris clock now (or at `instant`). */
export function parisClock(instant: Date = new Date()): string {
  return formatInstant(instant, 'clock');
}

/**
 * A trip's time (Paris wall-clock « HH:MM » or « HH:MM:SS » of the wire) as every page, e-mail and
 * head shows it: « 08 h 15 », « 14 h 00 ».
 */
export function formatTripTime(heure: string): string {
  return heure.slice(0, 5).replace(':', ' h ');
}

/** `heure` plus a duration, on a 24-hour clock (the next day wraps round), as « HH:MM ». */
export function addSeconds(heure: string, seconds: number): string {
  const [hours, minutes] = heure.split(':').map(Number) as [number, number];
  const total = (((hours * 60 + minutes + Math.round(seconds / 60)) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A duration as people say it: « 45 min », « 2 h », « 4 h 05 ». */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

// The heads write the day themselves: « 1er mai », as French typography wants it (Intl says « 1 »).
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

function parts(isoDate: string): [number, number, number] {
  return isoDate.split('-').map(Number) as [number, number, number];
}

/** « 3 décembre », « 1er mai », with the year when it is not `currentYear`. */
export function frenchDayMonth(isoDate: string, currentYear: number): string {
  const [year, month, day] = parts(isoDate);
  const text = `${day === 1 ? '1er' : day} ${MONTHS[month - 1]}`;
  return year === currentYear ? text : `${text} ${year}`;
}

/** « jeudi 3 décembre 2026 ». */
export function frenchLongDate(isoDate: string): string {
  const [year, month, day] = parts(isoDate);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`;
}
