import { describe, expect, it } from 'vitest';
import {
  comparePlaces,
  distanceOffsetLabel,
  distanceOffsetMinutes,
  matchTier,
  municipalityLabel,
  normalizePostcode,
  normalizeSearchText,
  truncateLabel,
} from './index';

describe('normalizeSearchText (spec §5)', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ['st etie', 'saint etie'],
    ['ST-ÉTIENNE', 'saint etienne'],
    ['Ste Maxime', 'sainte maxime'],
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['  Château   Thierry ', 'chateau thierry'],
    ['Bœuf', 'boeuf'],
    ['<script>', 'script'],
    ["'; DROP TABLE adresses; --", 'drop table adresses'],
    ['-- !!', ''],
  ])('%j → %j', (text, normalized) => {
    expect(normalizeSearchText(text)).toBe(normalized);
  });

  it('does not expand "st" inside a word', () => {
    expect(normalizeSearchText('Stains')).toBe('stains');
  });
});

describe('ranking rules', () => {
  const rank = (query: string, places: { name: string; population: number }[]) =>
    places
      .map((place) => ({
        ...place,
        tier: matchTier(normalizeSearchText(query), normalizeSearchText(place.name)),
      }))
      .filter((place): place is typeof place & { tier: 0 | 1 | 2 | 3 } => place.tier !== null)
      .sort(comparePlaces)
      .map((place) => place.name);

  it('puts an exact name before a longer one, whatever the population', () => {
    expect(
      rank('paris', [
        { name: 'Parisot', population: 600 },
        { name: 'Paris', population: 2_100_000 },
        { name: 'Cormeilles-en-Parisis', population: 24_000 },
      ]),
    ).toEqual(['Paris', 'Parisot', 'Cormeilles-en-Parisis']);
    expect(
      rank('nice', [
        { name: 'Nicey', population: 100_000_000 },
        { name: 'Nice', population: 340_000 },
      ]),
    ).toEqual(['Nice', 'Nicey']);
  });

  it('ranks prefix matches by population: "st etie" gives Saint-Étienne first', () => {
    expect(
      rank('st etie', [
        { name: 'Saint-Étienne-du-Rouvray', population: 28_000 },
        { name: 'Saint-Étienne', population: 171_000 },
        { name: 'Saint-Étienne-de-Tinée', population: 1_400 },
      ]),
    ).toEqual(['Saint-Étienne', 'Saint-Étienne-du-Rouvray', 'Saint-Étienne-de-Tinée']);
  });

  it('finds accented names from plain text, and later words after prefixes', () => {
    expect(
      rank('chateau', [
        { name: 'Neufchâteau', population: 7_000 },
        { name: 'Château-Thierry', population: 14_000 },
        { name: 'Le Château-d’Oléron', population: 4_000 },
      ]),
    ).toEqual(['Château-Thierry', 'Le Château-d’Oléron']);
    expect(
      rank('mans', [
        { name: 'Mansle', population: 1_500_000 },
        { name: 'Le Mans', population: 145_000 },
      ]),
    ).toEqual(['Le Mans', 'Mansle']);
    expect(
      rank('hav', [
        { name: 'Havelu', population: 200 },
        { name: 'Le Havre', population: 170_000 },
      ]),
    ).toEqual(['Le Havre', 'Havelu']);
    expect(rank('lehav', [{ name: 'Le Havre', population: 170_000 }])).toEqual(['Le Havre']);
  });

  it('breaks ties alphabetically', () => {
    expect(
      rank('ab', [
        { name: 'Abz', population: 10 },
        { name: 'Aba', population: 10 },
      ]),
    ).toEqual(['Aba', 'Abz']);
  });
});

describe('postcodes and labels (spec §5)', () => {
  it('turns the city-wide postcodes into the first district', () => {
    expect(normalizePostcode('75000')).toBe('75001');
    expect(normalizePostcode('13000')).toBe('13001');
    expect(normalizePostcode('69000')).toBe('69001');
    expect(normalizePostcode('29200')).toBe('29200');
  });

  it('labels "name, postcode, France" cut to 60 characters with an ellipsis', () => {
    expect(municipalityLabel('Brest', '29200')).toBe('Brest, 29200, France');
    const exact = municipalityLabel('Saint-Remy-en-Bouzemont-Saint-Genest-et-Isson', '51290');
    expect(exact).toBe('Saint-Remy-en-Bouzemont-Saint-Genest-et-Isson, 51290, France');
    const long = municipalityLabel('Saint-Remy-en-Bouzemont-Saint-Genest-et-Isson-Sud', '51290');
    expect(long).toHaveLength(60);
    expect(long).toBe('Saint-Remy-en-Bouzemont-Saint-Genest-et-Isson-Sud, 51290, F…');
    expect(truncateLabel('x'.repeat(60))).toBe('x'.repeat(60));
    expect(truncateLabel('x'.repeat(61))).toBe(`${'x'.repeat(59)}…`);
  });
});

describe('distance-offset labels (spec §9)', () => {
  it.each([
    [0, null],
    [6.2, null],
    [6.25, 20],
    [12.4, 20],
    [12.5, 30],
    [18.7, 30],
    [18.75, 40],
    [24.9, 40],
    [25, 50],
    [31.25, 60],
    [37.5, 60],
    [37.6, null],
    [Number.NaN, null],
  ])('%f km → %s', (km, minutes) => {
    expect(distanceOffsetMinutes(km)).toBe(minutes);
  });

  it('reads "±20 min"', () => {
    expect(distanceOffsetLabel(10)).toBe('±20 min');
    expect(distanceOffsetLabel(2)).toBeNull();
  });
});
