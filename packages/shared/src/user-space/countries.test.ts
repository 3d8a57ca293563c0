import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, countryOptions, isCountryCode } from './countries';

describe('country list', () => {
  const options = countryOptions();

  it('starts with France, Belgium, Luxembourg and Switzerland, then French alphabetical order', () => {
    expect(options.slice(0, 4).map((country) => country.nom)).toEqual([
      'France',
      'Belgique',
      'Luxembourg',
      'Suisse',
    ]);
    const rest = options.slice(4).map((country) => country.nom);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(rest[0]).toBe('Afghanistan');
  });

  it('names each country once, in French, with no withdrawn or uninhabited place', () => {
    const names = options.map((country) => country.nom);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(options.map((country) => country.code)).size).toBe(options.length);
    expect(options).toHaveLength(244);
    for (const country of options) expect(country.nom).not.toBe(country.code);
    expect(names).not.toContain('Antarctique');
    expect(names.filter((name) => /Allemagne|Royaume-Uni|Russie/.test(name))).toEqual([
      'Allemagne',
      'Royaume-Uni',
      'Russie',
    ]);
    expect(countryName('DE')).toBe('Allemagne');
    expect(countryName('GB')).toBe('Royaume-Uni');
  });

  it('accepts exactly the codes it offers', () => {
    expect(COUNTRY_CODES).toHaveLength(options.length);
    for (const code of ['FR', 'BE', 'DE', 'GB', 'RU', 'MA', 'RE', 'SS'])
      expect(isCountryCode(code), code).toBe(true);
    for (const code of ['AQ', 'SU', 'DD', 'YU', 'CS', 'AN', 'UK', 'EU', 'ZZ', 'fr', ''])
      expect(isCountryCode(code), code).toBe(false);
  });
});
