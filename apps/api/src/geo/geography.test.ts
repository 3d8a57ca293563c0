import { describe, expect, it } from 'vitest';
import {
  comparePlaces,
  normalizeSearchText,
  placeName,
  placeQuery,
  scorePlace,
  searchTokens,
} from '@bonneroute/shared/geo';
import { haversineKm } from './distance';
import { loadGeography } from './load-geography';

const geography = loadGeography();
const names = (query: string, limit = 7) =>
  geography.search.search(query, limit).map((match) => match.commune.nom);

describe('built-in geography', () => {
  it('has every current commune, each with coordinates, and flags the estimated ones', () => {
    expect(geography.communes.length).toBeGreaterThan(34_900);
    const estimated = geography.communes.filter((c) => c.coordonneesEstimees);
    // GeoNames places ≈14,700 communes; the rest are estimated from their neighbours.
    expect(estimated.length).toBeGreaterThan(19_000);
    expect(estimated.length).toBeLessThan(21_000);
    for (const commune of geography.communes) {
      expect(Number.isFinite(commune.latitude) && Number.isFinite(commune.longitude)).toBe(true);
    }
    const brest = geography.commune('29019')!;
    expect(brest).toMatchObject({ nom: 'Brest', departement: '29', region: '53' });
    expect(brest.codesPostaux).toContain('29200');
    expect(brest.coordonneesEstimees).toBe(false);
  });

  it('places estimated communes near where they are', () => {
    // Trégueux (22360) is not in GeoNames; it lies 5 km east of Saint-Brieuc.
    const tregueux = geography.commune('22360')!;
    expect(tregueux.coordonneesEstimees).toBe(true);
    expect(haversineKm(tregueux, geography.commune('22278')!)).toBeLessThan(15);
  });

  it('has overseas communes', () => {
    expect(geography.commune('97611')).toMatchObject({ nom: 'Mamoudzou', departement: '976' });
    expect(geography.commune('97411')).toMatchObject({ nom: 'Saint-Denis' });
  });
});

describe('town resolution and slugs', () => {
  it('resolves codes, postcodes, names and slugs', () => {
    expect(geography.resolve('29019')?.nom).toBe('Brest');
    expect(geography.resolve('29200')?.nom).toBe('Brest');
    expect(geography.resolve('Saint-Étienne')?.code).toBe('42218');
    expect(geography.resolve('saint-etienne')?.code).toBe('42218');
    expect(geography.resolve('NIMES')?.code).toBe('30189');
    expect(geography.resolve('75000')?.code).toBe('75056');
    expect(geography.resolve('nulle-part-sur-terre')).toBeUndefined();
    expect(geography.resolve('x'.repeat(10_000))).toBeUndefined();
  });

  it('gives the plain slug to the most populous namesake and a coded one to the others', () => {
    const reunion = geography.commune('97411')!;
    const seineSaintDenis = geography.commune('93066')!;
    expect(geography.slugOf(reunion)).toBe('saint-denis');
    expect(geography.slugOf(seineSaintDenis)).toBe('saint-denis-93066');
    expect(geography.resolve('saint-denis-93066')).toBe(seineSaintDenis);
    expect(geography.resolve('saint-denis-93200')).toBe(seineSaintDenis);
    expect(geography.slugOf(geography.commune('75056')!)).toBe('paris');
  });
});

describe('place search ranking (docs/product/geography-and-prices.md)', () => {
  // What people type, and the town they mean.
  it.each([
    ['clermont', 'Clermont-Ferrand'],
    ['clermont fer', 'Clermont-Ferrand'],
    ['aix', 'Aix-en-Provence'],
    ['aix prov', 'Aix-en-Provence'],
    ['aix les', 'Aix-les-Bains'],
    ['marseile', 'Marseille'],
    ['marsielle', 'Marseille'],
    ['mars', 'Marseille'],
    ['st etie', 'Saint-Étienne'],
    ['St-Étie', 'Saint-Étienne'],
    ['SAINT-ETIENNE', 'Saint-Étienne'],
    ['st malo', 'Saint-Malo'],
    ['ste maxime', 'Sainte-Maxime'],
    ['ste-maxime', 'Sainte-Maxime'],
    ['st jean de luz', 'Saint-Jean-de-Luz'],
    ['st nazaire', 'Saint-Nazaire'],
    ['st lo', 'Saint-Lô'],
    ['les sables', 'Les Sables-d’Olonne'],
    ['sables', 'Les Sables-d’Olonne'],
    ['nimes', 'Nîmes'],
    ['NÎMES', 'Nîmes'],
    ['besancon', 'Besançon'],
    ['boulogne', 'Boulogne-Billancourt'],
    ['bordaux', 'Bordeaux'],
    ['montpelier', 'Montpellier'],
    ['toulouze', 'Toulouse'],
    ['grenobe', 'Grenoble'],
    ['strasbourgh', 'Strasbourg'],
    ['paris', 'Paris'],
    ['pa', 'Paris'],
    ['nice', 'Nice'],
    ['tour', 'Tours'],
    ['le mans', 'Le Mans'],
    ['mans', 'Le Mans'],
    ['le ha', 'Le Havre'],
    ['havre', 'Le Havre'],
    ['lehavre', 'Le Havre'],
    ['rochelle', 'La Rochelle'],
    ['chalon', 'Chalon-sur-Saône'],
    ['chateau roux', 'Châteauroux'],
    ['ville franche', 'Villefranche-sur-Saône'],
    ['bourg en', 'Bourg-en-Bresse'],
    ['cherbourg', 'Cherbourg-en-Cotentin'],
    ['vannes', 'Vannes'],
    ['vitre', 'Vitré'],
    ['bordeaux 33', 'Bordeaux'],
    ['69000', 'Lyon'],
    ['13001', 'Marseille'],
    ['29200', 'Brest'],
  ])('%j → %s first', (query, town) => {
    expect(names(query)[0]?.replace(/'/g, '’')).toBe(town);
  });

  it('keeps the namesakes and the other matches after the town people mean', () => {
    expect(names('clermont').slice(0, 3)).toEqual([
      'Clermont-Ferrand',
      'Clermont',
      "Clermont-l'Hérault",
    ]);
    expect(names('aix').slice(0, 2)).toEqual(['Aix-en-Provence', 'Aix-les-Bains']);
    expect(names('aix')).toContain('Aix-Noulette');
    expect(names('boulogne').slice(0, 2)).toEqual(['Boulogne-Billancourt', 'Boulogne-sur-Mer']);
    expect(names('paris').slice(0, 2)).toEqual(['Paris', 'Cormeilles-en-Parisis']);
    expect(names('mars')).toContain('Mars');
    expect(names('chateau')).toContain('Châteauroux');
    // A typo is tolerated from five letters only, and an exact match beats a typo.
    expect(names('nantes').slice(0, 2)).toEqual(['Nantes', 'Mantes-la-Jolie']);
    expect(names('lile')).not.toContain('Lille');
  });

  it('finds the communes of a postcode, 75000/13000/69000 meaning the first district', () => {
    const paris = geography.search.search('75000', 7);
    expect(paris.map((m) => [m.commune.nom, m.postcode])).toEqual([['Paris', '75001']]);
    expect(geography.search.search('13000', 7)[0]).toMatchObject({ postcode: '13001' });
    expect(geography.search.search('69000', 7)[0]?.commune.nom).toBe('Lyon');
    expect(names('29200')).toEqual(['Brest']);
    expect(names('29')[0]).toBe('Brest');
  });

  it('returns nothing for one character or for text matching no commune', () => {
    expect(names('s')).toEqual([]);
    expect(names('zzzzqqq')).toEqual([]);
    expect(names("'; drop table adresses; --")).toEqual([]);
  });

  it('equals scoring every commune, by its best name, with the shared rules', () => {
    // A town of a neighbour country is found by its French name or its local one (Leuven).
    const places = geography.communes.map((c) =>
      [c.nom, ...c.autresNoms].map((name) => placeName(normalizeSearchText(name), c.population)),
    );
    const queries = [
      'sa',
      'st etie',
      'paris',
      'chateau',
      'le',
      'lo',
      'st an',
      'mont',
      'la roche',
      'bourg',
      'ville',
      'sur mer',
      'marseile',
      'vannes',
      'stetienne',
      'les s',
      'a b',
      'leuven',
      'geneve',
      'bruxel',
    ];
    for (const text of queries) {
      const query = placeQuery(searchTokens(text));
      const expected = geography.communes
        .map((c, at) => ({ c, score: bestScore(query, places[at]!) }))
        .filter((x): x is { c: (typeof x)['c']; score: number } => x.score !== null)
        .map((x) => ({ score: x.score, population: x.c.population, name: x.c.nom, code: x.c.code }))
        .sort(comparePlaces)
        .slice(0, 7)
        .map((x) => x.code);
      expect(
        geography.search.search(text, 7).map((m) => m.commune.code),
        text,
      ).toEqual(expected);
    }
  });
});

function bestScore(query: ReturnType<typeof placeQuery>, names: ReturnType<typeof placeName>[]) {
  const scores = names.map((name) => scorePlace(query, name)).filter((s) => s !== null);
  return scores.length === 0 ? null : Math.max(...scores);
}
