import { describe, expect, it } from 'vitest';
import {
  comparePlaces,
  distanceOffsetLabel,
  distanceOffsetMinutes,
  municipalityLabel,
  normalizePostcode,
  normalizeSearchText,
  placeName,
  placeQuery,
  scorePlace,
  searchTokens,
  truncateLabel,
} from './index';
import { withinOneEdit } from '../texts';

describe('normalizeSearchText (docs/product/geography-and-prices.md)', () => {
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
        score: scorePlace(
          placeQuery(searchTokens(query)),
          placeName(normalizeSearchText(place.name), place.population),
        ),
      }))
      .filter((place): place is typeof place & { score: number } => place.score !== null)
      .sort(comparePlaces)
      .map((place) => place.name);

  it('weighs how well the words match with population: the town people mean first', () => {
    expect(
      rank('clermont', [
        { name: 'Clermont', population: 10_500 },
        { name: 'Clermont-Ferrand', population: 146_000 },
        { name: 'Clermont', population: 700 },
      ]),
    ).toEqual(['Clermont-Ferrand', 'Clermont', 'Clermont']);
    expect(
      rank('aix', [
        { name: 'Aix', population: 300 },
        { name: 'Aix-en-Provence', population: 150_000 },
      ]),
    ).toEqual(['Aix-en-Provence', 'Aix']);
  });

  it('puts a whole word before a longer one of a similar town', () => {
    expect(
      rank('nice', [
        { name: 'Nicey', population: 340_000 },
        { name: 'Nice', population: 340_000 },
      ]),
    ).toEqual(['Nice', 'Nicey']);
    expect(
      rank('chalon', [
        { name: 'Châlons-en-Champagne', population: 43_000 },
        { name: 'Chalon-sur-Saône', population: 45_000 },
      ]),
    ).toEqual(['Chalon-sur-Saône', 'Châlons-en-Champagne']);
  });

  it('ranks prefix matches by coverage and population: "st etie" gives Saint-Étienne first', () => {
    expect(
      rank('st etie', [
        { name: 'Saint-Étienne-du-Rouvray', population: 28_000 },
        { name: 'Saint-Étienne', population: 171_000 },
        { name: 'Saint-Étienne-de-Tinée', population: 1_400 },
      ]),
    ).toEqual(['Saint-Étienne', 'Saint-Étienne-du-Rouvray', 'Saint-Étienne-de-Tinée']);
  });

  it('needs every typed word to begin a word of the name, an article may be left out', () => {
    expect(
      rank('chateau', [
        { name: 'Neufchâteau', population: 7_000 },
        { name: 'Château-Thierry', population: 14_000 },
        { name: 'Le Château-d’Oléron', population: 4_000 },
      ]),
    ).toEqual(['Château-Thierry', 'Le Château-d’Oléron']);
    expect(
      rank('mans', [
        { name: 'Mansle', population: 1_500 },
        { name: 'Le Mans', population: 145_000 },
      ]),
    ).toEqual(['Le Mans', 'Mansle']);
    expect(rank('sables olonne', [{ name: 'Les Sables-d’Olonne', population: 45_000 }])).toEqual([
      'Les Sables-d’Olonne',
    ]);
    expect(rank('sables paris', [{ name: 'Les Sables-d’Olonne', population: 45_000 }])).toEqual([]);
    expect(rank('lehav', [{ name: 'Le Havre', population: 170_000 }])).toEqual(['Le Havre']);
  });

  it('tolerates one typo in a word of five letters or more, after exact matches', () => {
    const towns = [
      { name: 'Marseille', population: 870_000 },
      { name: 'Lille', population: 236_000 },
      { name: 'Vanves', population: 28_000 },
      { name: 'Vannes', population: 54_000 },
    ];
    expect(rank('marseile', towns)).toEqual(['Marseille']); // a letter missing
    expect(rank('marsielle', towns)).toEqual(['Marseille']); // two letters swapped
    expect(rank('marzeille', towns)).toEqual(['Marseille']); // a wrong letter
    expect(rank('marseillle', towns)).toEqual(['Marseille']); // one letter too many
    expect(rank('marsele', towns)).toEqual([]); // two typos
    expect(rank('lile', towns)).toEqual([]); // too short for a typo
    expect(rank('vannes', towns)).toEqual(['Vannes', 'Vanves']);
  });

  it('knows when two words are one edit apart', () => {
    expect(withinOneEdit('abcde', 'abcde')).toBe(true);
    expect(withinOneEdit('abcde', 'abde')).toBe(true);
    expect(withinOneEdit('abcde', 'abxde')).toBe(true);
    expect(withinOneEdit('abcde', 'bacde')).toBe(true);
    expect(withinOneEdit('abcde', 'abced')).toBe(true);
    expect(withinOneEdit('abcde', 'abcdef')).toBe(true);
    expect(withinOneEdit('abcde', 'xbcdy')).toBe(false);
    expect(withinOneEdit('abcde', 'abc')).toBe(false);
    expect(withinOneEdit('abcde', 'bcaed')).toBe(false);
  });

  it('breaks ties by population, then alphabetically', () => {
    expect(
      rank('ab', [
        { name: 'Abz', population: 10 },
        { name: 'Aba', population: 10 },
      ]),
    ).toEqual(['Aba', 'Abz']);
  });
});

describe('postcodes and labels (docs/product/geography-and-prices.md)', () => {
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

describe('distance-offset labels (docs/product/geography-and-prices.md)', () => {
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
