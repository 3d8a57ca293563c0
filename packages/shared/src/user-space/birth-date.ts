/** spec §5 "Birth date dialog (profile)": between 16 and 90 years ago. */
export const BIRTH_DATE_MIN_AGE = 16;
export const BIRTH_DATE_MAX_AGE = 90;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Age in whole years on `today` (YYYY-MM-DD strings, calendar arithmetic). */
export function ageOn(birthIso: string, todayIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = todayIso.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** True for an existing date that makes the user 16 to 90 years old on `todayIso`. */
export function isBirthDateInAgeRange(birthIso: string, todayIso: string): boolean {
  const match = ISO.exec(birthIso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const age = ageOn(birthIso, todayIso);
  return age >= BIRTH_DATE_MIN_AGE && age <= BIRTH_DATE_MAX_AGE;
}

/** spec §3: a missing birth date is 0000-00-00 on the wire. */
export const MISSING_BIRTH_DATE = '0000-00-00';
