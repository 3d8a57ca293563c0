import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { alertes, notifications, recherches } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';
import { createPassenger, pay, paymentForm, seatsBooked } from '../booking/booking-test-helpers';

/**
 * Trips across the border: Paris → Bruxelles, Lyon → Genève, Metz → Luxembourg, Lille → Bruxelles
 * are priced, published, searched, booked and heard of by alerts like French trips
 * (docs/decisions/024-neighbour-countries.md).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.db.update(alertes).set({ statut: 'SUPPRIMEE' }).where(eq(alertes.statut, 'ACTIVE'));
});

const inDays = (n: number) => addDays(todayInParis(), n);

async function driverClient() {
  const driver = await createUser(ctx.db);
  return { driver, client: ctx.client().withToken(await loginAs(ctx.db, driver)) };
}

describe('price ranges and routes across the border', () => {
  it.each([
    ['paris', 'bruxelles', 'Bruxelles', 'BE-21004', 250, 400],
    ['lyon', 'geneve', 'Genève', 'CH-6621', 100, 200],
    ['metz', 'luxembourg', 'Luxembourg', 'LU-2960316', 50, 100],
    ['strasbourg', 'Basel', 'Bâle', 'CH-2701', 100, 200],
  ])(
    'GET /bornes/%s/%s: a range from the road distance',
    async (a, b, name, code, minKm, maxKm) => {
      const response = await ctx.client().get(`/api/bornes/${a}/${b}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const borne = response.body.data;
      expect(borne).toMatchObject({
        ville_arrivee: name,
        code_commune_arrivee: code,
        is_fixe: false,
      });
      expect(borne.distance_metres / 1000).toBeGreaterThan(minKm);
      expect(borne.distance_metres / 1000).toBeLessThan(maxKm);
      expect(borne.min).toBeGreaterThan(0);
      expect(borne.max).toBeGreaterThan(borne.min);
      expect(borne.duree_en_secondes).toBeGreaterThan(1800);
    },
  );

  it('proposes stage towns on both sides of the border: Paris → Bruxelles via Valenciennes and Mons', async () => {
    const response = await ctx.client().get('/api/bornes/paris/bruxelles');
    const stages = response.body.data.villes_json.map((town: { nom: string }) => town.nom);
    expect(stages).toEqual(expect.arrayContaining(['Valenciennes', 'Mons']));
    expect(stages.indexOf('Valenciennes')).toBeLessThan(stages.indexOf('Mons'));
  });

  it('refuses unknown towns, codes of another format and postcodes that exist nowhere', async () => {
    for (const town of ['Atlantide', 'BE-99999', 'BE-6621', 'CH-123456', '9999', '00000']) {
      const response = await ctx.client().get(`/api/bornes/paris/${encodeURIComponent(town)}`);
      expect(response.status, town).toBe(404);
      expect(response.body.errors[0].detail, town).toMatch(/Nous ne connaissons pas la ville/);
    }
  });
});

describe('a cross-border trip, from publishing to booking', () => {
  it('publishes Paris → Bruxelles via Mons, finds it whole and by its leg, and books it', async () => {
    const { client } = await driverClient();
    const date = inDays(6);
    const published = await client.post(
      '/api/trajets',
      {
        date,
        heure: '07:45',
        adresse_depart: 'Gare du Nord, 75010 Paris',
        adresse_arrivee: 'Gare du Midi, Bruxelles',
        code_commune_depart: '75056',
        code_commune_arrivee: 'BE-21004',
        nb_places_proposees: '3',
        is_resa_automatique: '1',
        is_roles_passagers: '0',
        montant_contribution: '1500',
        villes_etapes: JSON.stringify(['BE-53053']),
        montants_etapes: '[1200]',
        is_publie: '1',
      },
      { as: 'multipart' },
    );
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const id = published.body.id as number;

    const read = await ctx.client().get(`/api/trajets/${id}`);
    expect(read.body.data).toMatchObject({
      ville_depart: 'Paris',
      ville_arrivee: 'Bruxelles',
      code_commune_arrivee: 'BE-21004',
      villes_etapes: [{ nom: 'Mons', code_commune: 'BE-53053' }],
    });

    const search = async (from: string, to: string) =>
      (
        await ctx.client().get(`/api/covoiturages/${date}`, {
          query: { actif: '1', nom_commune_depart: from, nom_commune_arrivee: to },
        })
      ).body.data.find((trip: { id: number }) => trip.id === id);
    expect(await search('Paris', 'Bruxelles')).toMatchObject({ montant_contribution: 1500 });
    expect(await search('Paris', 'mons-belgique')).toMatchObject({
      troncon: { ville_arrivee: 'Mons', montant_contribution: 1200 },
    });
    // A town near Bruxelles finds it too (the radius match): Anderlecht.
    expect(await search('Paris', 'Anderlecht')).toBeDefined();
    // The French Mons (Haute-Garonne) is not on the way.
    expect(await search('Paris', 'mons')).toBeUndefined();

    await ctx.app.searchLog.flush();
    const logged = await ctx.db
      .select()
      .from(recherches)
      .where(eq(recherches.code_commune_arrivee, 'BE-21004'));
    expect(logged[0]).toMatchObject({
      nom_commune_arrivee: 'Bruxelles',
      localite: 'Paris (75)',
    });

    await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { actif: '1', nom_commune_depart: 'Bruxelles', nom_commune_arrivee: 'Paris' },
    });
    await ctx.app.searchLog.flush();
    const fromBrussels = await ctx.db
      .select()
      .from(recherches)
      .where(eq(recherches.code_commune_depart, 'BE-21004'));
    expect(fromBrussels[0]).toMatchObject({ localite: 'Bruxelles (Belgique)' });

    const passenger = await createPassenger(ctx.db, { prenom: 'Brigitte' });
    const booked = await pay(
      ctx.client().withToken(await loginAs(ctx.db, passenger)),
      passenger.id,
      paymentForm(
        { id, utilisateur_id: read.body.data.utilisateur_id },
        { nb_places: 1, montant: 1500, fees: 200 },
      ),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.data.status).toBe('PAIEMENT_REUSSI');
    expect(await seatsBooked(ctx.db, id)).toBe(1);
  });

  it('publishes Genève → Lyon from a Swiss code, and refuses a town that does not exist', async () => {
    const { client } = await driverClient();
    const body = {
      date: inDays(4),
      heure: '09:00',
      adresse_depart: 'Gare Cornavin, 1201 Genève',
      adresse_arrivee: 'Gare Part-Dieu, 69003 Lyon',
      code_commune_depart: 'CH-6621',
      code_commune_arrivee: '69123',
      nb_places_proposees: 2,
      is_resa_automatique: 1,
      is_roles_passagers: 0,
      montant_contribution: 700,
      is_publie: 1,
    };
    const published = await client.post('/api/trajets', body);
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const unknown = await client.post('/api/trajets', { ...body, code_commune_depart: 'CH-9999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toMatch(/Nous ne connaissons pas la ville/);
  });
});

describe('alerts across the border', () => {
  it('an alert on Lille → Bruxelles hears of a new trip, and counts in the demand', async () => {
    const member = await createUser(ctx.db);
    const memberClient = ctx.client().withToken(await loginAs(ctx.db, member));
    const created = await memberClient.post('/api/alertes', {
      depart: 'Lille',
      arrivee: 'Bruxelles',
      tous_les_jours: 1,
      nb_places: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const demand = await ctx.client().get('/api/alertes/demande', {
      query: { depart: 'lille', arrivee: 'bruxelles' },
    });
    expect(demand.body.data).toMatchObject({
      personnes: 1,
      texte: '1 personne recherche ce trajet',
    });

    const { client } = await driverClient();
    const published = await client.post('/api/trajets', {
      date: inDays(3),
      heure: '18:00',
      adresse_depart: 'Gare Lille-Europe, 59000 Lille',
      adresse_arrivee: 'Gare Centrale, Bruxelles',
      code_commune_depart: '59350',
      code_commune_arrivee: 'BE-21004',
      nb_places_proposees: 3,
      is_resa_automatique: 1,
      is_roles_passagers: 0,
      montant_contribution: 600,
      is_publie: 1,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    await ctx.app.jobs.drain();
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.utilisateur_id, member.id));
    expect(notes).toEqual([
      expect.objectContaining({ type_notif_code: 'ALERTE_TRAJET', trajet_id: published.body.id }),
    ]);
  });
});
