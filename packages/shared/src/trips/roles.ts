/**
 * docs/product/trips-and-search.md roles_passagers: a comma string of five 0/1 flags — co-pilot, journalist, DJ, football,
 * and a fifth meaning "casting finished".
 */
export const PASSENGER_ROLES = [
  { index: 0, code: 'copilote', label: 'Co-pilote' },
  { index: 1, code: 'journaliste', label: 'Journaliste' },
  { index: 2, code: 'dj', label: 'DJ' },
  { index: 3, code: 'football', label: 'Football' },
] as const;

export const ROLES_PATTERN = /^[01](,[01]){4}$/;
export const NO_ROLES = '0,0,0,0,0';

export function parseRoles(text: string): boolean[] {
  const flags = ROLES_PATTERN.test(text) ? text.split(',') : NO_ROLES.split(',');
  return flags.map((flag) => flag === '1');
}

export function formatRoles(flags: readonly boolean[]): string {
  return [0, 1, 2, 3, 4].map((i) => (flags[i] ? '1' : '0')).join(',');
}

/** Toggle one flag of the string. */
export function toggleRole(text: string, index: number): string {
  const flags = parseRoles(text);
  flags[index] = !flags[index];
  return formatRoles(flags);
}
