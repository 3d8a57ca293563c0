import type { z } from 'zod';
import { countryName } from './countries';
import { userSpaceTexts } from './texts';

/**
 * The postcode of an address in one of the four countries BonneRoute serves: five digits in
 * France, four in Belgium, Luxembourg and Switzerland (docs/decisions/025-phones-and-bank-accounts-abroad.md).
 * Elsewhere the postcode stays free text (its length only is limited).
 */
const POSTCODE_FORMATS: Record<string, { pattern: RegExp; digits: number; example: string }> = {
  FR: { pattern: /^\d{5}$/, digits: 5, example: '69001' },
  BE: { pattern: /^[1-9]\d{3}$/, digits: 4, example: '1000' },
  LU: { pattern: /^[1-9]\d{3}$/, digits: 4, example: '1009' },
  CH: { pattern: /^[1-9]\d{3}$/, digits: 4, example: '1201' },
};

/** True when the postcode has its country's format (or the country has no known format). */
export function isPostcodeOf(country: string, postcode: string): boolean {
  const format = POSTCODE_FORMATS[country.trim().toUpperCase()];
  return !format || format.pattern.test(postcode.trim());
}

/** The French message for a postcode that does not fit its country, e.g. 4 digits in Belgium. */
export function postcodeMessage(country: string): string {
  const format = POSTCODE_FORMATS[country.trim().toUpperCase()];
  if (!format) return userSpaceTexts.requiredFields;
  return userSpaceTexts.postcodeFormat(
    countryName(country.toUpperCase()),
    format.digits,
    format.example,
  );
}

/**
 * A check for an object schema whose address has a country field: the postcode is refused, at
 * its own path (where the form shows it), when it does not fit that country. An empty postcode is
 * left to the field's own rule (optional in the profile, required for a payout address).
 */
export function postcodeOfCountry<K extends string, P extends string>(
  countryKey: K,
  postcodeKey: P,
) {
  return (
    values: { [key in K]?: string | null } & { [key in P]?: string | null },
    context: z.RefinementCtx,
  ) => {
    const country = values[countryKey];
    const postcode = values[postcodeKey];
    if (!country || !postcode || isPostcodeOf(country, postcode)) return;
    context.addIssue({ code: 'custom', path: [postcodeKey], message: postcodeMessage(country) });
  };
}
