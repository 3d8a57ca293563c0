import { text } from '../api';
import { authTexts } from './texts';

/** spec §5 "Birth date (registration)": year 1923-2013, month 1-12, day 1-31. */
export const BIRTH_YEAR_MIN = 1923;
export const BIRTH_YEAR_MAX = 2013;

const FRENCH_FORMAT = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when the day exists in that month and year (no 31/02) and the year is in range. */
export function isAcceptableBirthDate(year: number, month: number, day: number): boolean {
  if (year < BIRTH_YEAR_MIN || year > BIRTH_YEAR_MAX) return false;
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export type BirthDateParse = { ok: true; iso: string } | { ok: false; error: string };

/** Reads a typed "JJ/MM/AAAA" date (spec §2 step 2) into YYYY-MM-DD for the API. */
export function parseFrenchBirthDate(text: string): BirthDateParse {
  const match = FRENCH_FORMAT.exec(text.trim());
  if (!match) return { ok: false, error: authTexts.birthDateFormat };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isAcceptableBirthDate(year, month, day)) {
    return { ok: false, error: authTexts.birthDateInvalid };
  }
  return { ok: true, iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

/**
 * spec §2 step 2: "slashes auto-inserted; only digits and slashes kept". A slash typed after a
 * single digit pads it ("1/" → "01/"), so "1/3/1990" becomes "01/03/1990".
 */
export function formatBirthDateTyping(raw: string): string {
  const kept = raw.replace(/[^\d/]/g, '');
  const parts = kept.split('/');
  let digits = '';
  parts.forEach((part, index) => {
    const closedBySlash = index < parts.length - 1;
    const atFieldStart = digits.length < 4 && digits.length % 2 === 0;
    digits += closedBySlash && atFieldStart && part.length === 1 ? `0${part}` : part;
  });
  digits = digits.slice(0, 8);
  let formatted = digits.slice(0, 2);
  if (digits.length > 2) formatted += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) formatted += `/${digits.slice(4)}`;
  if (kept.endsWith('/') && (digits.length === 2 || digits.length === 4)) formatted += '/';
  return formatted;
}

/** The wire format of `date_naissance` at registration (spec §7: yyyy-mm-dd), same rules. */
export const birthDateIsoSchema = text({ error: authTexts.birthDateInvalid })
  .trim()
  .refine(
    (value) => {
      const match = ISO_FORMAT.exec(value);
      return Boolean(
        match && isAcceptableBirthDate(Number(match[1]), Number(match[2]), Number(match[3])),
      );
    },
    { error: authTexts.birthDateInvalid },
  );
