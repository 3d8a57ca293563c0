/**
 * Search form of a place name or query (docs/product/geography-and-prices.md: address autocomplete): accent-, case-, hyphen-
 * and apostrophe-insensitive, and "st"/"ste" read as "saint"/"sainte", so that "St-Étienne",
 * "st etienne" and "SAINT ETIENNE" all become "saint etienne".
 */
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', sts: 'saints' };

export function normalizeSearchText(text: string): string {
  return searchTokens(text).join(' ');
}

export function searchTokens(text: string): string[] {
  return plainWords(text).map((token) => ABBREVIATIONS[token] ?? token);
}

/** Lower case, no accents (œ → oe, æ → ae), words of letters and digits only. */
export function plainWords(text: string): string[] {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return plain === '' ? [] : plain.split(' ');
}

/** The same text without spaces, for queries typed without separators ("lehavre"). */
export function compactSearchText(normalized: string): string {
  return normalized.replace(/ /g, '');
}
