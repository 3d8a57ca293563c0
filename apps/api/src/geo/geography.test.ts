import { describe, expect, it } from 'vitest';
import { comparePlaces, matchTier, normalizeSearchText } from '@bonneroute/shared/geo';
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

describe('place search ranking (spec §5)', () => {
  it('proposes Saint-Étienne first for "st etie", whatever the spelling', () => {
    for (const query of ['st etie', 'St-Étie', 'saint etienne', 'SAINT-ETIENNE', 'st etienne'])
      expect(names(query)[0], query).toBe('Saint-Étienne');
  });

  it('ranks by relevance then population', () => {
    expect(names('paris').slice(0, 2)).toEqual(['Paris', 'Parisot']);
    expect(names('marse')[0]).toBe('Marseille');
    expect(names('mars')[0]).toBe('Mars'); // the commune named exactly so comes first
    expect(names('chateau')).toContain('Châteauroux');
    expect(names('le mans')[0]).toBe('Le Mans');
    expect(names('mans')[0]).toBe('Le Mans');
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

  it('equals ranking every commune with the shared rules', () => {
    const queries = [
      'sa',
      'st etie',
      'paris',
      'chateau',
      'le',
      'mont',
      'la roche',
      'bourg',
      'ville',
      'sur mer',
    ];
    for (const query of queries) {
      const q = normalizeSearchText(query);
      const expected = geography.communes
        .map((c) => ({ c, tier: matchTier(q, normalizeSearchText(c.nom)) }))
        .filter((x): x is { c: (typeof x)['c']; tier: 0 | 1 | 2 | 3 } => x.tier !== null)
        .map((x) => ({ tier: x.tier, population: x.c.population, name: x.c.nom, code: x.c.code }))
        .sort(comparePlaces)
        .slice(0, 7)
        .map((x) => x.code);
      expect(
        geography.search.search(query, 7).map((m) => m.commune.code),
        query,
      ).toEqual(expected);
    }
  });
});
