import { z } from 'zod';
import { ageOn, matchesDateFormat, readCalendarDate, toIsoDate, todayInParis } from '../dates';
import { userSpaceTexts } from './texts';

export { ageOn } from '../dates';

/** docs/product/user-space.md "Birth date dialog (profile)": between 16 and 90 years ago. */
export const BIRTH_DATE_MIN_AGE = 16;
export const BIRTH_DATE_MAX_AGE = 90;

/** True for an existing date that makes the user 16 to 90 years old on `todayIso`. */
export function isBirthDateInAgeRange(birthIso: string, todayIso: string): boolean {
  if (!readCalendarDate(birthIso, 'iso')) return false;
  const age = ageOn(birthIso, todayIso);
  return age >= BIRTH_DATE_MIN_AGE && age <= BIRTH_DATE_MAX_AGE;
}

/** docs/product/user-space.md Birth date dialog: JJ/MM/YYYY → YYYY-MM-DD, or the documented message. */
export function readProfileBirthDate(
  text: string,
  todayIso: string,
): { iso: string } | { error: string } {
  if (!matchesDateFormat(text, 'fr')) return { error: userSpaceTexts.birthDateFormat };
  const parts = readCalendarDate(text, 'fr');
  const iso = parts ? toIsoDate(parts) : null;
  if (!iso || !isBirthDateInAgeRange(iso, todayIso))
    return { error: userSpaceTexts.birthDateRange };
  return { iso };
}

/**
 * docs/product/user-space.md Birth date dialog: the typed JJ/MM/YYYY, read into the ISO date PUT /utilisateurs/{id}
 * sends; the server checks that date with the same age range (isBirthDateInAgeRange).
 */
export const birthDateFormSchema = z.object({
  date_naissance: z.string().transform((typed, context) => {
    const read = readProfileBirthDate(typed, todayInParis());
    if ('iso' in read) return read.iso;
    context.addIssue({ code: 'custom', message: read.error });
    return z.NEVER;
  }),
});

/** docs/product/user-space.md: a missing birth date is 0000-00-00 on the wire. */
export const MISSING_BIRTH_DATE = '0000-00-00';
