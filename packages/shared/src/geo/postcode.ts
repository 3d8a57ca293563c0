/** A French postcode: five digits. */
export const POSTCODE_PATTERN = /^\d{5}$/;

/**
 * A town code: INSEE for a French commune (five digits, or 2A/2B + three digits for Corsica), or
 * a neighbour's code with its country prefix
 * (`BE-21004`, `CH-6621`, `LU-2960316`; docs/decisions/024-neighbour-countries.md).
 */
export const COMMUNE_CODE_PATTERN = /^(?:\d{5}|2[AB]\d{3}|BE-\d{5}|CH-\d{1,4}|LU-\d{1,9})$/i;

/** A postcode of one of our four countries: five digits in France, four in BE, CH and LU. */
export const TOWN_POSTCODE_PATTERN = /^\d{4,5}$/;

// docs/product/geography-and-prices.md: the city-wide postcodes of Paris, Marseille and Lyon do not exist; the first district's
// postcode stands for the city.
const CITY_WIDE_POSTCODES: Record<string, string> = {
  '75000': '75001',
  '13000': '13001',
  '69000': '69001',
};

export function isPostcode(text: string): boolean {
  return POSTCODE_PATTERN.test(text);
}

/** A French postcode or a 4-digit Belgian, Swiss or Luxembourg one. */
export function isTownPostcode(text: string): boolean {
  return TOWN_POSTCODE_PATTERN.test(text);
}

/** docs/product/geography-and-prices.md: postcodes 75000, 13000 and 69000 are changed to end in 1. */
export function normalizePostcode(postcode: string): string {
  return CITY_WIDE_POSTCODES[postcode] ?? postcode;
}
