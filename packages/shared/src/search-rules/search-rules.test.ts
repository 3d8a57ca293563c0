import { describe, expect, it } from 'vitest';
import { searchQuerySchema, listTripsQuerySchema } from '../trips';
import { firstSearchDay, hasSearchTowns, SEARCH_TOWN_MAX } from './index';

describe('search rules (one rule for the search forms and the server)', () => {
  it('needs both towns', () => {
    expect(hasSearchTowns({ from: '75056', to: '69123' })).toBe(true);
    expect(hasSearchTowns({ from: '75056', to: undefined })).toBe(false);
    expect(hasSearchTowns({ from: null, to: '69123' })).toBe(false);
    expect(hasSearchTowns({ from: '75056', to: '' })).toBe(false);
  });

  it('counts a blank town as missing once the server’s schema has trimmed it', () => {
    const query = searchQuerySchema.parse({ from: 'Paris', to: '   ' });
    expect(hasSearchTowns(query)).toBe(false);
  });

  it('starts the search calendar today in Paris (late evening in UTC is already tomorrow)', () => {
    expect(firstSearchDay(new Date('2026-03-10T22:30:00Z'))).toBe('2026-03-10');
    expect(firstSearchDay(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-11');
  });

  it('is the limit the server’s search query schemas apply to a town', () => {
    const long = 'x'.repeat(SEARCH_TOWN_MAX);
    expect(searchQuerySchema.safeParse({ from: long, to: 'Lyon' }).success).toBe(true);
    expect(searchQuerySchema.safeParse({ from: `${long}x`, to: 'Lyon' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ nom_commune_arrivee: `${long}x` }).success).toBe(false);
    const filter = { adresse_depart: 'Paris', adresse_arrivee: `${long}x` };
    expect(listTripsQuerySchema.safeParse({ filter }).success).toBe(false);
  });
});
