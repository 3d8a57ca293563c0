import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Saint-Étienne', 'saint-etienne'],
    ["L'Haÿ-les-Roses", 'l-hay-les-roses'],
    ['Provence-Alpes-Côte d’Azur', 'provence-alpes-cote-d-azur'],
    ['Île-de-France', 'ile-de-france'],
    ['  Nîmes ', 'nimes'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
