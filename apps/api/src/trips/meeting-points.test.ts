import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { meetingPointTexts } from '@bonneroute/shared/trips';
import { emails, notifications, trajetsArrets } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, lastEmailTo, loginAs } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const date = addDays(todayInParis(), 4);
/** About 15 km east of Tours' centre (47.39, 0.69): a point the search must measure from. */
const TOURS_EAST = { latitude: 47.3941, longitude: 0.89 };

async function driverClient() {
  const driver = await createUser(ctx.db);
  return { driver, client: ctx.client().withToken(await loginAs(ctx.db, driver)) };
}

/** Paris → Bordeaux via Tours, each stop with its exact point and a note. */
function parisBordeaux(overrides: Record<string, string> = {}) {
  return {
    date,
    heure: '07:00',
    adresse_depart: 'Parking du centre commercial, 94320 Thiais',
    latitude_depart: '48.7566',
    longitude_depart: '2.3802',
    note_depart: 'devant l’entrée',
    adresse_arrivee: 'Gare Saint-Jean, 33800 Bordeaux',
    latitude_arrivee: '44.8256',
    longitude_arrivee: '-0.5560',
    note_arrivee: 'dépose minute',
    code_commune_depart: '75056',
    code_commune_arrivee: '33063',
    nb_places_proposees: '3',
    is_resa_automatique: '1',
    montant_contribution: '3000',
    villes_etapes: JSON.stringify([
      {
        code_commune: '37261',
        adresse: 'Aire de covoiturage, Montlouis',
        ...TOURS_EAST,
        note: 'sous le pont',
      },
    ]),
    montants_etapes: '[1100]',
    ...overrides,
  };
}

describe('meeting points when publishing', () => {
  let tripId: number;
  beforeAll(async () => {
    const { client } = await driverClient();
    const response = await client.post('/api/trajets', parisBordeaux(), { as: 'multipart' });
    expect(response.status).toBe(201);
    tripId = response.body.id;
  });

  it('stores the departure, the arrival and the stage with their coordinates and notes', async () => {
    const { body } = await ctx.client().get(`/api/trajets/${tripId}`);
    expect(body.data).toMatchObject({
      ville_depart: 'Paris',
      adresse_depart: 'Parking du centre commercial, 94320 Thiais',
      latitude_depart: 48.7566,
      longitude_depart: 2.3802,
      note_depart: 'devant l’entrée',
      adresse_arrivee: 'Gare Saint-Jean, 33800 Bordeaux',
      note_arrivee: 'dépose minute',
      villes_etapes: [
        {
          nom: 'Tours',
          code_commune: '37261',
          adresse: 'Aire de covoiturage, Montlouis',
          note: 'sous le pont',
          ...TOURS_EAST,
        },
      ],
    });
    // The search's stops are the points, under the towns' codes.
    const stops = await ctx.db
      .select()
      .from(trajetsArrets)
      .where(eq(trajetsArrets.trajet_id, tripId))
      .orderBy(asc(trajetsArrets.position));
    expect(stops.map((s) => [s.code_commune, s.latitude, s.longitude])).toEqual([
      ['75056', 48.7566, 2.3802],
      ['37261', TOURS_EAST.latitude, TOURS_EAST.longitude],
      ['33063', 44.8256, -0.556],
    ]);
  });

  it('suggests the points used before in each town, stage towns included', async () => {
    const { body } = await ctx.client().get('/api/adresses', {
      query: { 'filter[code_commune]': '37261', sort: '-nb_usages', limit: '5' },
    });
    expect(body.data).toContainEqual(
      expect.objectContaining({ complete: 'Aire de covoiturage, Montlouis', ...TOURS_EAST }),
    );
  });

  it('measures the search « distance from your place » from the points, not the centres', async () => {
    const response = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { nom_commune_depart: 'Paris', nom_commune_arrivee: 'Tours' },
    });
    const trip = response.body.data.find((t: { id: number }) => t.id === tripId);
    // Thiais is ~11 km south of Paris' centre, the stage point ~15 km east of Tours'.
    expect(trip.distance_depart).toBeGreaterThan(9);
    expect(trip.distance_depart).toBeLessThan(13);
    expect(trip.distance_arrivee).toBeGreaterThan(13);
    expect(trip.distance_arrivee).toBeLessThan(17);
  });

  it('refuses a point far from its town, in French', async () => {
    const { client } = await driverClient();
    const response = await client.post(
      '/api/trajets',
      parisBordeaux({ heure: '09:00', latitude_arrivee: '45.7578', longitude_arrivee: '4.832' }),
      { as: 'multipart' },
    );
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toBe(meetingPointTexts.tooFar('Bordeaux'));
  });
});

describe('PUT /trajets/{id}/points-de-rendez-vous', () => {
  it('moves a point, refreshes the search stops and tells each passenger (notification and e-mail)', async () => {
    const { driver, client } = await driverClient();
    const trip = await createTrip(ctx.db, { driver });
    const passenger = await createUser(ctx.db);
    const waiting = await createUser(ctx.db);
    const gone = await createUser(ctx.db);
    await createBooking(ctx.db, { trip, passenger });
    await createBooking(ctx.db, { trip, passenger: waiting, statut: 'EN_ATTENTE' });
    await createBooking(ctx.db, { trip, passenger: gone, statut: 'ANNULEE' });

    const point = {
      adresse: 'Parking Indigo, 12 rue de Bercy',
      latitude: 48.8396,
      longitude: 2.3795,
      note: 'niveau -1, près des ascenseurs',
    };
    const response = await client.put(`/api/trajets/${trip.id}/points-de-rendez-vous`, {
      depart: point,
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(meetingPointTexts.saved);
    expect(response.body.data).toMatchObject({
      adresse_depart: point.adresse,
      latitude_depart: point.latitude,
      note_depart: point.note,
    });
    const [stop] = await ctx.db
      .select()
      .from(trajetsArrets)
      .where(and(eq(trajetsArrets.trajet_id, trip.id), eq(trajetsArrets.position, 0)));
    expect([stop!.latitude, stop!.longitude]).toEqual([point.latitude, point.longitude]);

    for (const told of [passenger, waiting]) {
      const notes = await ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.utilisateur_id, told.id));
      expect(notes.map((n) => [n.type_notif_code, n.trajet_id])).toEqual([
        ['POINT_RENDEZ_VOUS_MODIFIE', trip.id],
      ]);
      const mail = await lastEmailTo(ctx.db, told.email);
      expect(mail!.template).toBe('points-rendez-vous-modifies');
      expect(mail!.text).toContain(
        'Parking Indigo, 12 rue de Bercy, Paris (niveau -1, près des ascenseurs)',
      );
      expect(mail!.text).toContain(
        'https://www.google.com/maps/search/?api=1&query=48.8396%2C2.3795',
      );
    }
    const goneMails = await ctx.db.select().from(emails).where(eq(emails.recipient, gone.email));
    expect(goneMails).toEqual([]);

    // The same point again changes nothing and tells nobody twice.
    const again = await client.put(`/api/trajets/${trip.id}/points-de-rendez-vous`, {
      depart: point,
    });
    expect(again.status).toBe(200);
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.utilisateur_id, passenger.id));
    expect(notes).toHaveLength(1);
  });

  it('moves a stage town point by its code, and refuses a town the trip does not stop in', async () => {
    const { client } = await driverClient();
    const published = await client.post('/api/trajets', parisBordeaux({ heure: '10:00' }), {
      as: 'multipart',
    });
    const id = published.body.id as number;
    // Only those who get in or out at Tours are told; the whole route rides past it.
    const fromTours = await createBooking(ctx.db, { trip: { id }, leg: { depart: 1, arrivee: 2 } });
    const toTours = await createBooking(ctx.db, { trip: { id }, leg: { depart: 0, arrivee: 1 } });
    const wholeRoute = await createBooking(ctx.db, { trip: { id } });
    const moved = {
      code_commune: '37261',
      adresse: 'Gare de Tours',
      latitude: 47.3899,
      longitude: 0.6941,
    };
    const response = await client.put(`/api/trajets/${id}/points-de-rendez-vous`, {
      etapes: [moved],
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(meetingPointTexts.saved);
    const toldIds = (
      await ctx.db
        .select({ id: notifications.utilisateur_id })
        .from(notifications)
        .where(
          and(
            eq(notifications.trajet_id, id),
            eq(notifications.type_notif_code, 'POINT_RENDEZ_VOUS_MODIFIE'),
          ),
        )
    ).map((row) => row.id);
    expect(toldIds.sort()).toEqual([fromTours.utilisateur_id, toTours.utilisateur_id].sort());
    expect(toldIds).not.toContain(wholeRoute.utilisateur_id);
    expect(response.body.data.villes_etapes[0]).toMatchObject({
      ...moved,
      nom: 'Tours',
      note: null,
    });
    const [stop] = await ctx.db
      .select()
      .from(trajetsArrets)
      .where(and(eq(trajetsArrets.trajet_id, id), eq(trajetsArrets.position, 1)));
    expect(stop!.longitude).toBe(0.6941);

    const unknown = await client.put(`/api/trajets/${id}/points-de-rendez-vous`, {
      etapes: [{ ...moved, code_commune: '69123' }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].detail).toBe(meetingPointTexts.unknownStage('69123'));
  });

  it('is the driver’s only, and needs a point', async () => {
    const trip = await createTrip(ctx.db);
    const { client } = await driverClient();
    const point = { adresse: 'Ailleurs', latitude: 48.85, longitude: 2.35 };
    const other = await client.put(`/api/trajets/${trip.id}/points-de-rendez-vous`, {
      depart: point,
    });
    expect(other.status).toBe(403);
    const anonymous = await ctx.client().put(`/api/trajets/${trip.id}/points-de-rendez-vous`, {
      depart: point,
    });
    expect(anonymous.status).toBe(401);
    const driver = ctx.client().withToken(await loginAs(ctx.db, { id: trip.utilisateur_id }));
    const empty = await driver.put(`/api/trajets/${trip.id}/points-de-rendez-vous`, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].detail).toBe(meetingPointTexts.nothingToUpdate);
  });
});

describe('GET /itineraire', () => {
  it('draws the built-in line through every stop, in order', async () => {
    const response = await ctx.client().get('/api/itineraire', {
      query: { points: '2.3488,48.85341;0.6892,47.3936;-0.5792,44.8378' },
    });
    expect(response.status).toBe(200);
    const { source, coordinates } = response.body.data;
    expect(source).toBe('estimation');
    expect(coordinates[0]).toEqual([2.3488, 48.85341]);
    expect(coordinates).toContainEqual([0.6892, 47.3936]);
    expect(coordinates.at(-1)).toEqual([-0.5792, 44.8378]);
    expect(coordinates.length).toBeGreaterThan(50);
  });

  it('refuses fewer than two points or a malformed one', async () => {
    for (const points of ['2.35,48.85', '2.35,48.85;abc', '200,48;2,48']) {
      const response = await ctx.client().get('/api/itineraire', { query: { points } });
      expect(response.status).toBe(422);
      expect(response.body.errors[0].detail).toMatch(/de 2 à 10 points/);
    }
  });
});
