import { describe, expect, it } from 'vitest';
import {
  areasOfCountry,
  COMMUNE_CODE_PATTERN,
  countryOfTownCode,
  findCountryArea,
  findCountryBySlug,
  isTownPostcode,
  municipalityLabel,
} from './index';

describe('countries and town codes (decision 024)', () => {
  it('reads the country from a town code, never a neighbour code as INSEE', () => {
    expect(countryOfTownCode('BE-21004')).toBe('BE');
    expect(countryOfTownCode('ch-6621')).toBe('CH');
    expect(countryOfTownCode('LU-2960316')).toBe('LU');
    expect(countryOfTownCode('21004')).toBe('FR');
    expect(countryOfTownCode('2A004')).toBe('FR');
  });

  it('accepts the four countries’ code shapes and nothing else', () => {
    for (const code of ['75056', '2A004', 'BE-21004', 'CH-6621', 'CH-1', 'LU-2960316'])
      expect(COMMUNE_CODE_PATTERN.test(code), code).toBe(true);
    for (const code of ['BE-6621', 'CH-12345', 'DE-10115', '7505', 'BE21004', 'LU-', ''])
      expect(COMMUNE_CODE_PATTERN.test(code), code).toBe(false);
    expect(isTownPostcode('1000')).toBe(true);
    expect(isTownPostcode('75001')).toBe(true);
    expect(isTownPostcode('100')).toBe(false);
  });

  it('names the countries, their provinces and cantons in French', () => {
    expect(findCountryBySlug('Belgique')?.code).toBe('BE');
    expect(findCountryBySlug('allemagne')).toBeUndefined();
    expect(areasOfCountry('BE')).toHaveLength(11);
    expect(areasOfCountry('CH')).toHaveLength(26);
    expect(areasOfCountry('LU')).toHaveLength(12);
    expect(findCountryArea('ch-ge')?.nom).toBe('Genève');
    expect(findCountryArea('BE-WHT')?.nom).toBe('Hainaut');
  });

  it('labels a suggestion with its country', () => {
    expect(municipalityLabel('Lyon', '69001')).toBe('Lyon, 69001, France');
    expect(municipalityLabel('Genève', '1200', 'Suisse')).toBe('Genève, 1200, Suisse');
    expect(municipalityLabel('Bruxelles', '', 'Belgique')).toBe('Bruxelles, Belgique');
  });
});
