/** spec §9: nationality and residence lists start with FR, BE, LU, CH, then every country. */
const FIRST = ['FR', 'BE', 'LU', 'CH'];
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB']);

export function countryOptions(): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const others: { code: string; name: string }[] = [];
  for (const a of letters)
    for (const b of letters) {
      const code = a + b;
      const name = names.of(code);
      if (name && !FIRST.includes(code) && !NOT_COUNTRIES.has(code)) others.push({ code, name });
    }
  others.sort((x, y) => x.name.localeCompare(y.name, 'fr'));
  return [...FIRST.map((code) => ({ code, name: names.of(code) ?? code })), ...others];
}
