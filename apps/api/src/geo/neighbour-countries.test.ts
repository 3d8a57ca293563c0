import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_BORDER_PAIRS } from '@bonneroute/shared/geo';
import { createTestContext, type TestContext } from '../test/test-app';

/**
 * Towns of Belgium, Switzerland and Luxembourg in the built-in geography
 * (docs/decisions/024-neighbour-countries.md): suggestions, identity, bad input.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

interface Suggestion {
  name: string;
  label: string;
  citycode: string;
  postcode: string;
  context: string;
  slug: string;
}

async function suggest(q: string): Promise<Suggestion[]> {
  const response = await ctx.client().get('/api/adresses/suggestions', { query: { q } });
  expect(response.status, q).toBe(200);
  return response.body.data as Suggestion[];
}

describe('suggestions of towns of Belgium, Switzerland and Luxembourg', () => {
  // What people type → the town they mean, first.
  const firsts: [string, string, string][] = [
    ['bruxelles', 'Bruxelles', 'BE-21004'],
    ['Brussel', 'Bruxelles', 'BE-21004'],
    ['brusels', 'Bruxelles', 'BE-21004'],
    ['bruxel', 'Bruxelles', 'BE-21004'],
    ['namur', 'Namur', 'BE-92094'],
    ['charleroi', 'Charleroi', 'BE-52011'],
    ['liege', 'Liège', 'BE-62063'],
    ['anvers', 'Anvers', 'BE-11002'],
    ['Antwerpen', 'Anvers', 'BE-11002'],
    ['gand', 'Gand', 'BE-44021'],
    ['gent', 'Gand', 'BE-44021'],
    ['louvain', 'Louvain', 'BE-24062'],
    ['malines', 'Malines', 'BE-12025'],
    ['brugge', 'Bruges', 'BE-31005'],
    ['ostende', 'Ostende', 'BE-35013'],
    ['waterloo', 'Waterloo', 'BE-25110'],
    ['geneve', 'Genève', 'CH-6621'],
    ['Genf', 'Genève', 'CH-6621'],
    ['lausanne', 'Lausanne', 'CH-5586'],
    ['lausane', 'Lausanne', 'CH-5586'],
    ['bale', 'Bâle', 'CH-2701'],
    ['Basel', 'Bâle', 'CH-2701'],
    ['zurich', 'Zurich', 'CH-261'],
    ['Zürich', 'Zurich', 'CH-261'],
    ['berne', 'Berne', 'CH-351'],
    ['lucerne', 'Lucerne', 'CH-1061'],
    ['st gall', 'Saint-Gall', 'CH-3203'],
    ['coire', 'Coire', 'CH-3901'],
    ['soleure', 'Soleure', 'CH-2601'],
    ['bienne', 'Bienne', 'CH-371'],
    ['Biel', 'Bienne', 'CH-371'],
    ['sion', 'Sion', 'CH-6266'],
    ['neuchatel', 'Neuchâtel', 'CH-6458'],
    ['la chaux de f', 'La Chaux-de-Fonds', 'CH-6421'],
    ['luxembourg', 'Luxembourg', 'LU-2960316'],
    ['esch sur alzette', 'Esch-sur-Alzette', 'LU-2960596'],
    ['esch-sur-alz', 'Esch-sur-Alzette', 'LU-2960596'],
    ['dudelange', 'Dudelange', 'LU-2960634'],
  ];
  it.each(firsts)('« %s » proposes %s first', async (q, name, code) => {
    const [first] = await suggest(q);
    expect(first).toMatchObject({ name, citycode: code });
  });

  it('says the country in the label and the context', async () => {
    const [bruxelles] = await suggest('bruxelles');
    expect(bruxelles).toMatchObject({
      label: 'Bruxelles, Belgique',
      context: 'Région de Bruxelles-Capitale, Belgique',
      slug: 'bruxelles',
    });
    const [geneve] = await suggest('geneve');
    expect(geneve).toMatchObject({
      label: 'Genève, 1200, Suisse',
      postcode: '1200',
      context: 'Genève, Suisse',
      slug: 'geneve',
    });
    const [luxembourg] = await suggest('luxembourg');
    expect(luxembourg).toMatchObject({
      label: 'Luxembourg, Luxembourg',
      context: 'Luxembourg, Luxembourg',
    });
  });

  it('keeps French towns first where they are what people mean', async () => {
    for (const [q, code] of [
      ['lyon', '69123'],
      ['metz', '57463'],
      ['annecy', '74010'],
      ['lille', '59350'],
      ['paris', '75056'],
    ]) {
      expect((await suggest(q!))[0]?.citycode, q).toBe(code);
    }
    // Two Fribourg, two Bruges: the larger first, both proposed.
    const fribourg = await suggest('fribourg');
    expect(fribourg.map((s) => s.citycode).slice(0, 2)).toEqual(['CH-2196', '57241']);
    expect(fribourg[0]!.slug).toBe('fribourg-suisse');
    expect(fribourg[1]!.slug).toBe('fribourg');
    const mons = await suggest('mons');
    expect(mons[0]).toMatchObject({ citycode: 'BE-53053', slug: 'mons-belgique' });
  });

  it('finds towns by a 4-digit postcode, before the French ones it begins', async () => {
    const lausanne = await suggest('1000');
    expect(lausanne[0]).toMatchObject({ name: 'Lausanne', postcode: '1000' });
    // 1000 begins French postcodes too (10000 Troyes): they come after.
    expect(lausanne.map((s) => s.name)).toContain('Troyes');
    expect((await suggest('8001'))[0]).toMatchObject({ name: 'Zurich', postcode: '8001' });
    expect((await suggest('1201'))[0]).toMatchObject({
      name: 'Genève',
      label: 'Genève, 1201, Suisse',
    });
    expect((await suggest('2500'))[0]).toMatchObject({ name: 'Bienne' });
    expect((await suggest('75000'))[0]).toMatchObject({ name: 'Paris', postcode: '75001' });
  });
});

describe('identity of a town across countries', () => {
  it('gives each town its page, French slugs unchanged', async () => {
    const page = async (ville: string) =>
      ctx.client().get(`/api/communes/${encodeURIComponent(ville)}`);
    expect((await page('bruxelles')).body.data).toMatchObject({
      id: 'BE-21004',
      slug: 'bruxelles',
    });
    expect((await page('BE-21004')).body.data).toMatchObject({ nom_commune_complet: 'Bruxelles' });
    // INSEE 21004 is a village of the Côte-d'Or, not Bruxelles.
    expect((await page('21004')).body.data).toMatchObject({ num_dep: '21' });
    expect((await page('mons')).body.data.num_dep).not.toMatch(/^BE/);
    expect((await page('mons-belgique')).body.data).toMatchObject({ id: 'BE-53053' });
    expect((await page('fribourg')).body.data).toMatchObject({ id: '57241' });
    expect((await page('fribourg-suisse')).body.data).toMatchObject({ id: 'CH-2196' });
    expect((await page('antwerpen')).body.data).toMatchObject({ id: 'BE-11002', slug: 'anvers' });
    expect((await page('CH-6621')).body.data).toMatchObject({
      slug: 'geneve',
      code_postal: '1200',
    });
  });

  it('answers unknown towns, foreign-format codes and unknown postcodes with a French 404', async () => {
    for (const ville of ['BE-99999', 'CH-99999', 'LU-0', 'BE-6621', '9999', '00000', 'Atlantide']) {
      const response = await ctx.client().get(`/api/communes/${encodeURIComponent(ville)}`);
      expect(response.status, ville).toBe(404);
      expect(response.body.errors[0].detail, ville).toMatch(/Nous ne connaissons pas la ville/);
    }
  });
});

describe('country pages and cross-border links', () => {
  it('GET /pays/belgique lists its main towns and its provinces with theirs', async () => {
    const response = await ctx.client().get('/api/pays/belgique');
    expect(response.status).toBe(200);
    const page = response.body.data;
    expect(page).toMatchObject({ code: 'BE', nom: 'Belgique', zones_nom: 'provinces' });
    expect(page.nb_villes).toBeGreaterThan(550);
    expect(
      page.villes.slice(0, 2).map((v: { nom_commune_complet: string }) => v.nom_commune_complet),
    ).toEqual(['Bruxelles', 'Anvers']);
    expect(page.zones).toHaveLength(11);
    const hainaut = page.zones.find((zone: { nom: string }) => zone.nom === 'Hainaut');
    expect(hainaut.villes.map((v: { slug: string }) => v.slug)).toEqual(
      expect.arrayContaining(['charleroi', 'mons-belgique']),
    );
    const suisse = (await ctx.client().get('/api/pays/suisse')).body.data;
    expect(suisse.zones).toHaveLength(26);
    expect(suisse.zones.find((zone: { nom: string }) => zone.nom === 'Genève').villes[0].slug).toBe(
      'geneve',
    );
    const luxembourg = (await ctx.client().get('/api/pays/luxembourg')).body.data;
    expect(luxembourg).toMatchObject({ zones_nom: 'cantons', nb_villes: 105 });
    const unknown = await ctx.client().get('/api/pays/allemagne');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toMatch(
      /France, la Belgique, la Suisse et le Luxembourg/,
    );
  });

  it('names the cross-border pairs with the slugs of their pages', async () => {
    for (const { depart, arrivee } of CROSS_BORDER_PAIRS) {
      for (const town of [depart, arrivee]) {
        const page = (await ctx.client().get(`/api/communes/${town.code}`)).body.data;
        expect(page, town.code).toMatchObject({ nom_commune_complet: town.nom, slug: town.slug });
      }
    }
  });

  it('French towns link to their neighbours across the border: Lille → Bruxelles, Annecy → Genève', async () => {
    const destinations = async (ville: string) =>
      (
        (await ctx.client().get(`/api/communes/${ville}/destinations`)).body.data as {
          ville_arrivee: string;
        }[]
      ).map((borne) => borne.ville_arrivee);
    expect(await destinations('lille')).toContain('Bruxelles');
    expect(await destinations('annecy')).toContain('Genève');
    expect(await destinations('metz')).toContain('Luxembourg');
    expect(await destinations('bruxelles')).toContain('Paris');
  });
});
