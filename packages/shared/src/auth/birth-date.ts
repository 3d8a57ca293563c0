import { text } from '../api';
import { matchesDateFormat, readCalendarDate, toIsoDate, type DateParts } from '../dates';
import { authTexts } from './texts';

/** docs/product/accounts.md "Birth date (registration)": year 1923-2013, month 1-12, day 1-31. */
export const BIRTH_YEAR_MIN = 1923;
export const BIRTH_YEAR_MAX = 2013;
/** docs/product/accounts.md step 2: the typed format, also the field's length. */
export const BIRTH_DATE_PLACEHOLDER = 'JJ/MM/AAAA';

/** True when the day exists in that month and year (no 31/02) and the year is in range. */
export function isAcceptableBirthDate(parts: DateParts | null): parts is DateParts {
  return parts !== null && parts.year >= BIRTH_YEAR_MIN && parts.year <= BIRTH_YEAR_MAX;
}

export type BirthDateParse = { ok: true; iso: string } | { ok: false; error: string };

/** Reads a typed "JJ/MM/AAAA" date (docs/product/accounts.md: step 2) into YYYY-MM-DD for the API. */
export function parseFrenchBirthDate(text: string): BirthDateParse {
  if (!matchesDateFormat(text, 'fr')) return { ok: false, error: authTexts.birthDateFormat };
  const parts = readCalendarDate(text, 'fr');
  if (!isAcceptableBirthDate(parts)) return { ok: false, error: authTexts.birthDateInvalid };
  return { ok: true, iso: toIsoDate(parts) };
}

/**
 * docs/product/accounts.md step 2: "slashes auto-inserted; only digits and slashes kept". A slash typed after a
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

/** The wire format of `date_naissance` at registration (docs/product/accounts.md: yyyy-mm-dd), same rules. */
export const birthDateIsoSchema = text({ error: authTexts.birthDateInvalid })
  .trim()
  .refine((value) => isAcceptableBirthDate(readCalendarDate(value, 'iso')), {
    error: authTexts.birthDateInvalid,
  });
