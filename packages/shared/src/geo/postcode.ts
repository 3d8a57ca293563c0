/** A French postcode: five digits. */
export const POSTCODE_PATTERN = /^\d{5}$/;

/** An INSEE commune code: five digits, or 2A/2B + three digits for Corsica. */
export const COMMUNE_CODE_PATTERN = /^(?:\d{5}|2[AB]\d{3})$/i;

// spec §5: the city-wide postcodes of Paris, Marseille and Lyon do not exist; the first district's
// postcode stands for the city.
const CITY_WIDE_POSTCODES: Record<string, string> = {
  '75000': '75001',
  '13000': '13001',
  '69000': '69001',
};

export function isPostcode(text: string): boolean {
  return POSTCODE_PATTERN.test(text);
}

/** spec §5: postcodes 75000, 13000 and 69000 are changed to end in 1. */
export function normalizePostcode(postcode: string): string {
  return CITY_WIDE_POSTCODES[postcode] ?? postcode;
}
