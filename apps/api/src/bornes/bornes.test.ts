import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARDCODED_BORNES } from '@bonneroute/shared/bornes';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const borne = (a: string, b: string) =>
  ctx.client().get(`/api/bornes/${encodeURIComponent(a)}/${encodeURIComponent(b)}`);

describe('GET /api/bornes/{a}/{b} (docs/product/content-and-games.md)', () => {
  it.each(HARDCODED_BORNES.map((b) => [b.depart.nom, b.arrivee.nom, b] as const))(
    '%s–%s returns its fixed range both ways, by code or by name',
    async (_a, _b, fixed) => {
      for (const [a, b] of [
        [fixed.depart.code, fixed.arrivee.code],
        [fixed.arrivee.nom, fixed.depart.nom],
      ] as const) {
        const response = await borne(a, b);
        expect(response.status).toBe(200);
        expect(response.body.data).toMatchObject({ min: fixed.min, max: fixed.max, is_fixe: true });
      }
    },
  );

  it('answers with docs/product’s fields', async () => {
    const response = await borne('paris', 'lyon');
    expect(response.body.data).toMatchObject({
      ville_depart: 'Paris',
      ville_arrivee: 'Lyon',
      code_commune_depart: '75056',
      code_commune_arrivee: '69123',
      slug_depart: 'paris',
      slug_arrivee: 'lyon',
      min: 1800,
      max: 2600,
      source_itineraire: 'estimation',
    });
    const { duree_en_secondes, distance_metres, villes_json } = response.body.data;
    expect(duree_en_secondes).toBeGreaterThan(4 * 3600);
    expect(distance_metres).toBeGreaterThan(440_000);
    // Stage towns of reasonable size, in order from Paris, each with its leg's range.
    expect(villes_json.length).toBeGreaterThan(0);
    const kms = villes_json.map((town: { distance_depart_km: number }) => town.distance_depart_km);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    for (const town of villes_json) {
      expect(town.population).toBeGreaterThanOrEqual(10_000);
      expect(town.selected).toBe(false);
      expect(town.bornes).toMatchObject({
        depart: 'Paris',
        arrivee: town.nom,
        code_commune_depart: '75056',
      });
      expect(town.bornes.max).toBeLessThanOrEqual(2600);
    }
  });

  it('prices other pairs with the fitted distance formula', async () => {
    const marseille = await borne('paris', 'marseille');
    expect(marseille.body.data).toMatchObject({ is_fixe: false });
    // ≈ 800 km by road: 34–44 € from the formula (the eleven pairs: 1 € at most off).
    expect(marseille.body.data.min / 100).toBeGreaterThanOrEqual(32);
    expect(marseille.body.data.max / 100).toBeLessThanOrEqual(46);
    const nearby = await borne('lyon', 'saint-etienne');
    expect([nearby.body.data.min, nearby.body.data.max]).toEqual([400, 600]);
  });

  it('refuses the same town and unknown towns in French', async () => {
    const same = await borne('paris', '75056');
    expect(same.status).toBe(422);
    expect(same.body.errors[0].detail).toBe(
      'Les villes de départ et d’arrivée doivent être différentes.',
    );
    const unknown = await borne('paris', 'atlantide');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toMatch(/Nous ne connaissons pas la ville « atlantide »/);
    const tooLong = await borne('paris', 'x'.repeat(10_000));
    expect(tooLong.status).toBe(414);
    expect(tooLong.body.errors[0].detail).toBe('L’adresse demandée est trop longue.');
    const sea = await borne('paris', '97411');
    expect(sea.status).toBe(422);
    expect(sea.body.errors[0].detail).toBe(
      'Aucune route ne relie ces deux villes : elles sont séparées par la mer.',
    );
    expect((await borne('97411', '97415')).status).toBe(200); // Saint-Denis – Saint-Paul
  });

  it('reads an ambiguous town name on the other town’s side of the sea', async () => {
    // The plain "saint-denis" is the larger one, in La Réunion; from Paris it is the nearby one.
    expect((await borne('paris', 'saint-denis')).body.data).toMatchObject({
      code_commune_arrivee: '93066',
      slug_arrivee: 'saint-denis-93066',
    });
    expect((await borne('saint-denis', 'lyon')).body.data.code_commune_depart).toBe('93066');
    expect((await borne('saint-denis', 'saint-paul')).body.data).toMatchObject({
      code_commune_depart: '97411',
      code_commune_arrivee: '97415',
    });
    const html = await borne('<img src=x>', 'lyon');
    expect(html.status).toBe(404);
  });
});

describe('POST /api/bornes/{a}/{b} stage towns (docs/product/content-and-games.md)', () => {
  it('finds the towns along the given route points, in order', async () => {
    // Paris → Orléans → Tours → Poitiers → Bordeaux, as [longitude, latitude]: the towns along
    // those legs come back in order.
    const coordonnees = [
      [1.9093, 47.9029],
      [0.6892, 47.3941],
      [0.3333, 46.5802],
    ];
    const response = await ctx
      .client()
      .post(
        '/api/bornes/75056/33063',
        { coordonnees: JSON.stringify(coordonnees) },
        { as: 'form' },
      );
    expect(response.status).toBe(200);
    expect(response.body.data.map((town: { nom: string }) => town.nom)).toEqual([
      'Étampes',
      'Orléans',
      'Blois',
      'Tours',
      'Châtellerault',
      'Poitiers',
    ]);
    expect(response.body.data[3].bornes).toMatchObject({ depart: 'Paris', arrivee: 'Tours' });
  });

  it('follows its own route without coordinates, and refuses bad points', async () => {
    const own = await ctx.client().post('/api/bornes/paris/lyon', {});
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
    const bad = await ctx.client().post('/api/bornes/paris/lyon', { coordonnees: [[500, 2]] });
    expect(bad.status).toBe(422);
    const same = await ctx.client().post('/api/bornes/paris/paris', {});
    expect(same.status).toBe(422);
  });
});
