/**
 * URL slug of a place name: lower case, no accents, words joined by hyphens
 * ("Saint-Étienne" → "saint-etienne", "L'Haÿ-les-Roses" → "l-hay-les-roses").
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
