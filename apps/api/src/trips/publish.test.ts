import { DISCOVERY_OFFER } from '@bonneroute/shared/booking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { latestTripDate, tripRuleTexts, tripTexts } from '@bonneroute/shared/trips';
import { ageOn } from '@bonneroute/shared/user-space';
import { offres_decouverte, trajets } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs } from '../test/factories';
import { insertPromo } from '../booking/promo.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const inDays = (n: number) => addDays(todayInParis(), n);

/** What the wizard sends for Paris → Lyon (multipart, docs/product/trips-and-search.md). */
function parisLyon(overrides: Record<string, unknown> = {}) {
  return {
    date: inDays(5),
    heure: '08:15',
    adresse_depart: 'Gare de Lyon, 75012 Paris',
    adresse_arrivee: 'Place Bellecour, 69002 Lyon',
    code_commune_depart: '75056',
    code_commune_arrivee: '69123',
    latitude_depart: '48.8443',
    longitude_depart: '2.3744',
    latitude_arrivee: '45.7578',
    longitude_arrivee: '4.8320',
    nb_places_proposees: '3',
    is_resa_automatique: '1',
    is_roles_passagers: '1',
    roles_passagers: '1,0,1,0,1',
    montant_contribution: '2200',
    description: 'Pause café à Beaune.',
    is_publie: '1',
    ...overrides,
  };
}

async function driverClient() {
  const driver = await createUser(ctx.db);
  return { driver, client: ctx.client().withToken(await loginAs(ctx.db, driver)) };
}

async function tripCount() {
  return (await ctx.db.select({ id: trajets.id }).from(trajets)).length;
}

describe('POST /trajets', () => {
  it('publishes a trip with a stage town and answers its id; GET /trajets/{id} shows it', async () => {
    const { driver, client } = await driverClient();
    const response = await client.post(
      '/api/trajets',
      parisLyon({ villes_etapes: JSON.stringify(['71270']), montants_etapes: '[1900]' }),
      { as: 'multipart' },
    );
    expect(response.status).toBe(201);
    expect(response.body.id).toBeGreaterThan(0);

    const read = await ctx.client().get(`/api/trajets/${response.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      id: response.body.id,
      heure: '08:15',
      ville_depart: 'Paris',
      ville_arrivee: 'Lyon',
      adresses: { depart: { ville: 'Paris', complete: 'Gare de Lyon, 75012 Paris' } },
      montant_contribution: 2200,
      nb_places_proposees: 3,
      computed: { nb_places_disponibles: 3 },
      is_resa_automatique: 1,
      is_roles_passagers: 1,
      roles_passagers: '1,0,1,0,1',
      villes_etapes: [{ nom: 'Mâcon', code_commune: '71270' }],
      montants_etapes: [1900],
      actif: 1,
      passager_id: null,
      utilisateur_id: driver.id,
      conducteur: { id: driver.id, prenom: driver.prenom, note: null, nb_avis: 0 },
      passagers: [],
    });
    expect(read.body.data.duree_secondes).toBeGreaterThan(3600);
  });

  it('refuses a visitor', async () => {
    const response = await ctx.client().post('/api/trajets', parisLyon(), { as: 'multipart' });
    expect(response.status).toBe(401);
  });

  it.each([
    ['a past date', { date: addDays(todayInParis(), -1) }, 'passée'],
    ['an unparseable date', { date: '2026-02-31' }, 'date'],
    ['a time off the quarter hours', { heure: '08:10' }, 'quart d’heure'],
    ['an unknown town code', { code_commune_arrivee: '99999' }, 'ne connaissons pas'],
    ['the same town twice', { code_commune_arrivee: '75056' }, 'différentes'],
    ['0 seats', { nb_places_proposees: '0' }, 'au moins 1'],
    ['9 seats', { nb_places_proposees: '9' }, 'au plus 8'],
    ['a contribution under the range', { montant_contribution: '1700' }, 'entre 18'],
    ['a contribution over the range', { montant_contribution: '2700' }, 'entre 18'],
    ['a negative contribution', { montant_contribution: '-500' }, 'au moins 0'],
    ['a huge contribution', { montant_contribution: '99999999' }, 'au plus'],
    ['a 5,000-character description', { description: 'x'.repeat(5000) }, '1000 caractères'],
    [
      'a stage price outside its leg',
      { villes_etapes: '["71270"]', montants_etapes: '[2500]' },
      'Mâcon',
    ],
    ['a stage without its price', { villes_etapes: '["71270"]' }, 'participation'],
    ['an unknown promo code', { code_promo: 'FAUX' }, 'n’est pas valide'],
  ])('refuses %s in French and stores nothing', async (_label, overrides, detail) => {
    const { client } = await driverClient();
    const before = await tripCount();
    const response = await client.post('/api/trajets', parisLyon(overrides), { as: 'multipart' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.errors[0].detail).toContain(detail);
    expect(await tripCount()).toBe(before);
  });

  it('publishing with the discovery code reserves one of the offer’s places for the trip', async () => {
    await insertPromo(ctx.db, {
      code: DISCOVERY_OFFER.code,
      montant: 1000,
      nb_utilisations_max: 900,
    });
    const { client } = await driverClient();
    const response = await client.post(
      '/api/trajets',
      parisLyon({ code_promo: DISCOVERY_OFFER.code.toLowerCase() }),
      { as: 'multipart' },
    );
    expect(response.status).toBe(201);
    const [offer] = await ctx.db
      .select()
      .from(offres_decouverte)
      .where(eq(offres_decouverte.trajet_id, response.body.data.id));
    expect(offer).toMatchObject({ code: DISCOVERY_OFFER.code, montant: 1000 });
  });

  it('accepts a valid promo code, whatever its case', async () => {
    await insertPromo(ctx.db, { code: 'ROUTE10', montant: 1000, nb_utilisations_max: 900 });
    const { client } = await driverClient();
    const response = await client.post('/api/trajets', parisLyon({ code_promo: 'route10' }), {
      as: 'multipart',
    });
    expect(response.status).toBe(201);
    expect(response.body.data.code_promo).toBe('ROUTE10');
    const check = await ctx.client().get('/api/code-promo/Route10');
    expect(check.body.data).toMatchObject({ code: 'ROUTE10', status: 'VALIDE', montant: 1000 });
    const invalid = await ctx.client().get('/api/code-promo/NOPE');
    expect(invalid.body.data).toMatchObject({
      status: 'INVALIDE',
      detail: 'Ce code n’est pas valide ou n’est plus valable...',
    });
  });

  it('publishes once when the button is clicked twice', async () => {
    const { driver, client } = await driverClient();
    const body = parisLyon({ date: inDays(9) });
    const [first, second] = await Promise.all([
      client.post('/api/trajets', body, { as: 'multipart' }),
      client.post('/api/trajets', body, { as: 'multipart' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const rows = await ctx.db.select().from(trajets).where(eq(trajets.utilisateur_id, driver.id));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /trajets/{id}', () => {
  it('answers 404 in French for a missing trip', async () => {
    const response = await ctx.client().get('/api/trajets/987654');
    expect(response.status).toBe(404);
    expect(response.body.errors[0].detail).toBe('Ce covoiturage n’existe pas ou n’existe plus.');
  });

  it('tells a passenger their booking and lists the passengers', async () => {
    const trip = await createTrip(ctx.db, { nb_places_proposees: 2 });
    const passenger = await createUser(ctx.db);
    const booking = await createBooking(ctx.db, { trip, passenger, seats: 2 });
    const client = ctx.client().withToken(await loginAs(ctx.db, passenger));
    const response = await client.get(`/api/trajets/${trip.id}`);
    expect(response.body.data).toMatchObject({
      passager_id: booking.id,
      computed: { nb_places_disponibles: 0 },
      passagers: [{ id: passenger.id, prenom: passenger.prenom, nb_places_reservees: 2 }],
    });
  });
});

describe('PUT /trajets/{id}', () => {
  it('lets the driver change seats and roles', async () => {
    const driver = await createUser(ctx.db);
    const trip = await createTrip(ctx.db, { driver });
    const client = ctx.client().withToken(await loginAs(ctx.db, driver));
    const seats = await client.put(
      `/api/trajets/${trip.id}`,
      { nb_places_proposees: 4 },
      { as: 'form' },
    );
    expect(seats.status).toBe(200);
    expect(seats.body.data.nb_places_proposees).toBe(4);
    const roles = await client.put(
      `/api/trajets/${trip.id}`,
      { is_roles_passagers: 1, roles_passagers: '0,1,0,0,0' },
      { as: 'form' },
    );
    expect(roles.body.data).toMatchObject({ is_roles_passagers: 1, roles_passagers: '0,1,0,0,0' });
  });

  it('refuses another user, and keeps the trip as it was', async () => {
    const trip = await createTrip(ctx.db, { nb_places_proposees: 3 });
    const other = await createUser(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, other));
    const response = await client.put(
      `/api/trajets/${trip.id}`,
      { nb_places_proposees: 1 },
      { as: 'form' },
    );
    expect(response.status).toBe(403);
    expect(response.body.errors[0].detail).toBe('Seul le conducteur peut modifier ce trajet.');
    const read = await ctx.client().get(`/api/trajets/${trip.id}`);
    expect(read.body.data.nb_places_proposees).toBe(3);
  });

  it('locks the seats once a booking is confirmed, not the roles', async () => {
    const driver = await createUser(ctx.db);
    const trip = await createTrip(ctx.db, { driver });
    await createBooking(ctx.db, { trip });
    const client = ctx.client().withToken(await loginAs(ctx.db, driver));
    const seats = await client.put(
      `/api/trajets/${trip.id}`,
      { nb_places_proposees: 5 },
      { as: 'form' },
    );
    expect(seats.status).toBe(409);
    expect(seats.body.errors[0].detail).toContain('réservation a déjà été confirmée');
    const roles = await client.put(
      `/api/trajets/${trip.id}`,
      { is_roles_passagers: 1 },
      { as: 'form' },
    );
    expect(roles.status).toBe(200);
  });

  it('refuses changes to a past or cancelled trip', async () => {
    const driver = await createUser(ctx.db);
    const past = await createTrip(ctx.db, { driver, inDays: -2 });
    const cancelled = await createTrip(ctx.db, { driver, actif: false });
    const client = ctx.client().withToken(await loginAs(ctx.db, driver));
    for (const [trip, detail] of [
      [past, tripRuleTexts.notEditableDeparted],
      [cancelled, tripRuleTexts.notEditable],
    ] as const) {
      const response = await client.put(
        `/api/trajets/${trip.id}`,
        { is_roles_passagers: 1 },
        { as: 'form' },
      );
      expect(response.status).toBe(409);
      expect(response.body.errors[0].detail).toBe(detail);
    }
  });
});

/** A trip dated 9999-12-31 was accepted. */
describe('how far ahead a trip may be published', () => {
  it('accepts a trip a year ahead and refuses one a day later, or in 9999, with a French message', async () => {
    const { client } = await driverClient();
    const before = await tripCount();
    const farAway = await client.post('/api/trajets', parisLyon({ date: '9999-12-31' }), {
      as: 'multipart',
    });
    expect(farAway.status).toBe(422);
    expect(farAway.body.errors[0].detail).toBe(tripTexts.dateTooFar);
    const dayAfter = addDays(latestTripDate(todayInParis()), 1);
    const tooFar = await client.post('/api/trajets', parisLyon({ date: dayAfter }), {
      as: 'multipart',
    });
    expect(tooFar.status).toBe(422);
    expect(tooFar.body.errors[0].detail).toBe(
      'Un trajet se publie au plus un an à l’avance : choisissez une date plus proche.',
    );
    expect(await tripCount()).toBe(before);
    const lastDay = await client.post(
      '/api/trajets',
      parisLyon({ date: latestTripDate(todayInParis()) }),
      { as: 'multipart' },
    );
    expect(lastDay.status).toBe(201);
  });
});

/** The public trip JSON carried the driver's full birth date; it gives the age. */
describe('the driver in the public trip JSON', () => {
  it('shows the age, never the birth date', async () => {
    const driver = await createUser(ctx.db, { date_naissance: '1990-03-14' });
    const trip = await createTrip(ctx.db, { driver });
    const expected = ageOn('1990-03-14', todayInParis());
    const detail = await ctx.client().get(`/api/trajets/${trip.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.conducteur).toMatchObject({ id: driver.id, age: expected });
    expect(detail.text).not.toContain('1990-03-14');
    expect(detail.body.data.conducteur).not.toHaveProperty('date_naissance');
    const search = await ctx.client().get(`/api/covoiturages/${trip.date}`, {
      query: { actif: '1', nom_commune_depart: 'Paris', nom_commune_arrivee: 'Lyon' },
    });
    const found = search.body.data.find((t: { id: number }) => t.id === trip.id);
    expect(found.conducteur.age).toBe(expected);
    expect(search.text).not.toContain('1990-03-14');

    const unknown = await createUser(ctx.db, { date_naissance: null });
    const unknownTrip = await createTrip(ctx.db, { driver: unknown });
    const noAge = await ctx.client().get(`/api/trajets/${unknownTrip.id}`);
    expect(noAge.body.data.conducteur.age).toBeNull();
  });
});
