import { describe, expect, it } from 'vitest';
import {
  DEPARTEMENTS,
  departementsOfRegion,
  findDepartement,
  findRegionBySlug,
  REGIONS,
} from './index';

describe('regions and departments (docs/product/geography-and-prices.md: footer Department)', () => {
  it('resolves every footer region slug and lists its departments', () => {
    expect(REGIONS).toHaveLength(18);
    for (const region of REGIONS) {
      expect(findRegionBySlug(region.slug)).toBe(region);
      expect(departementsOfRegion(region.code).length).toBeGreaterThan(0);
    }
    expect(findRegionBySlug('Provence-Alpes-Côte d’Azur')?.code).toBe('93');
    expect(findRegionBySlug('narnia')).toBeUndefined();
  });

  it('has the departments with overseas, named as docs/product’s fields', () => {
    expect(DEPARTEMENTS.filter((d) => d.zone !== 'com')).toHaveLength(101);
    expect(findDepartement('29')).toMatchObject({
      num_dep: '29',
      dep_name: 'Finistère',
      region_name: 'Bretagne',
      region_slug: 'bretagne',
    });
    expect(findDepartement('2a')?.dep_name).toBe('Corse-du-Sud');
    expect(findDepartement('974')?.region_name).toBe('La Réunion');
    expect(findDepartement('975')?.region_name).toBe('Saint-Pierre-et-Miquelon');
    expect(findDepartement('984')).toBeUndefined();
  });
});
