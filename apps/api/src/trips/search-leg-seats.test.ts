import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { tripTexts } from '@bonneroute/shared/trips';
import { createTripViaLyon, legSeats } from '../booking/booking-test-helpers';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createUser, loginAs } from '../test/factories';
import { searchQuery } from './search.repository';

// docs/product/trips-and-search.md (troncon.nb_places_disponibles), docs/decisions/028-seats-per-leg.md.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const inDays = (n: number) => addDays(todayInParis(), n);
type Found = {
  id: number;
  computed: { nb_places_disponibles: number };
  troncon: { depart: number; arrivee: number; nb_places_disponibles: number } | null;
};

async function search(date: string, from: string, to: string, places?: number) {
  const query: Record<string, string> = { from, to };
  if (places) query.places = String(places);
  const response = await ctx.client().get(`/api/covoiturages/${date}`, { query });
  expect(response.status).toBe(200);
  return response.body.data as Found[];
}

describe('the seats of the searched leg', () => {
  it('finds Lyon → Marseille on a trip full from Paris to Lyon, with that leg’s seats', async () => {
    const date = inDays(6);
    const trip = await createTripViaLyon(ctx.db, { date, nb_places_proposees: 3 });
    await createBooking(ctx.db, { trip, seats: 3, leg: { depart: 0, arrivee: 1 } });
    expect(await legSeats(ctx.db, trip.id)).toEqual({ '0-1': 0, '0-2': 0, '1-2': 3 });

    expect((await search(date, 'Paris', 'Lyon')).map((t) => t.id)).not.toContain(trip.id);
    expect((await search(date, 'Paris', 'Marseille')).map((t) => t.id)).not.toContain(trip.id);
    const found = (await search(date, 'Lyon', 'Marseille')).find((t) => t.id === trip.id)!;
    expect(found.troncon).toMatchObject({ depart: 1, arrivee: 2, nb_places_disponibles: 3 });
    expect(found.computed.nb_places_disponibles).toBe(0);
    // « places ≥ n » reads the leg's seats.
    expect((await search(date, 'Lyon', 'Marseille', 3)).map((t) => t.id)).toContain(trip.id);
    expect((await search(date, 'Lyon', 'Marseille', 4)).map((t) => t.id)).not.toContain(trip.id);

    const page = await ctx.client().get(`/api/trajets/${trip.id}`, { query: { troncon: '1-2' } });
    expect(page.body.data.troncon).toMatchObject({
      ville_depart: 'Lyon',
      nb_places_disponibles: 3,
    });
    expect(page.body.data.computed.nb_places_disponibles).toBe(0);
    const quote = await ctx.client().get(`/api/trajets/${trip.id}/devis?nb_places=2&troncon=1-2`);
    expect(quote.body.data.trajet).toMatchObject({ nb_places_disponibles: 3, reservable: true });
    const whole = await ctx.client().get(`/api/trajets/${trip.id}/devis?nb_places=1`);
    expect(whole.body.data.trajet).toMatchObject({ nb_places_disponibles: 0, reservable: false });
  });

  it('tells who gets in and out where, by first name', async () => {
    const trip = await createTripViaLyon(ctx.db, { nb_places_proposees: 3 });
    const marie = await createUser(ctx.db, { prenom: 'marie' });
    const paul = await createUser(ctx.db, { prenom: 'paul' });
    await createBooking(ctx.db, { trip, passenger: marie, leg: { depart: 0, arrivee: 1 } });
    await createBooking(ctx.db, { trip, passenger: paul });
    const page = await ctx.client().get(`/api/trajets/${trip.id}`);
    const riders = page.body.data.passagers.map(
      (p: { prenom: string; troncon: { ville_depart: string; ville_arrivee: string } }) =>
        `${p.prenom}: ${p.troncon.ville_depart} → ${p.troncon.ville_arrivee}`,
    );
    expect(riders).toEqual(['Marie: Paris → Lyon', 'Paul: Paris → Marseille']);
    // Marie sees the trip from her own leg.
    const asMarie = ctx.client().withToken(await loginAs(ctx.db, marie));
    const hers = await asMarie.get(`/api/trajets/${trip.id}`);
    expect(hers.body.data.troncon).toMatchObject({
      depart: 0,
      arrivee: 1,
      nb_places_disponibles: 1,
    });
  });

  it('« Modifier » cannot lower the seats below a leg’s bookings', async () => {
    const driver = await createUser(ctx.db);
    const trip = await createTripViaLyon(ctx.db, { driver, nb_places_proposees: 3 });
    // Requests waiting for the driver hold seats, and leave « Modifier » its seats field.
    await createBooking(ctx.db, {
      trip,
      seats: 2,
      statut: 'EN_ATTENTE',
      leg: { depart: 1, arrivee: 2 },
    });
    await createBooking(ctx.db, {
      trip,
      seats: 1,
      statut: 'EN_ATTENTE',
      leg: { depart: 0, arrivee: 1 },
    });
    const client = ctx.client().withToken(await loginAs(ctx.db, driver));
    const lower = await client.put(
      `/api/trajets/${trip.id}`,
      { nb_places_proposees: 1 },
      { as: 'form' },
    );
    expect(lower.status).toBe(422);
    expect(lower.body.errors[0].detail).toBe(tripTexts.seatsBelowBooked(2));
    const two = await client.put(
      `/api/trajets/${trip.id}`,
      { nb_places_proposees: 2 },
      { as: 'form' },
    );
    expect(two.status).toBe(200);
    expect(await legSeats(ctx.db, trip.id)).toEqual({ '0-1': 1, '0-2': 0, '1-2': 0 });
  });
});

describe('the search stays an index-only scan', () => {
  it('reads trajets_troncons_recherche_idx alone, with and without « places »', async () => {
    const date = inDays(12);
    // A few thousand trips between towns around Paris, Lyon and Marseille, a third via a stage.
    await ctx.db.execute(sql`
      insert into trajets (utilisateur_id, date, heure, depart_le, adresse_depart, adresse_arrivee,
        ville_depart, ville_arrivee, code_commune_depart, code_commune_arrivee, latitude_depart,
        longitude_depart, latitude_arrivee, longitude_arrivee, montant_contribution,
        nb_places_proposees, villes_etapes, montants_etapes)
      select (select min(id) from utilisateurs), ${date}::date + (g % 5), '08:00',
        (${date}::date + (g % 5) + time '08:00') at time zone 'Europe/Paris', 'A', 'B', 'A', 'B',
        '75056', '13055', 48.8 + (g % 7) * 0.01, 2.3 + (g % 11) * 0.01, 43.3 - (g % 5) * 0.01,
        5.4 + (g % 3) * 0.01, 4000, 1 + g % 4,
        case when g % 3 = 0 then '[{"nom":"Lyon","code_commune":"69123","latitude":45.75,"longitude":4.85}]'::jsonb end,
        case when g % 3 = 0 then '[2200]'::jsonb end
      from generate_series(1, 4000) g`);
    await ctx.db.execute(sql`
      insert into trajets_arrets (trajet_id, position, date, code_commune, ville, latitude, longitude, montant)
      select t.id, 0, t.date, t.code_commune_depart, t.ville_depart, t.latitude_depart, t.longitude_depart, 0
        from trajets t where t.adresse_depart = 'A'
      union all
      select t.id, 1, t.date, '69123', 'Lyon', 45.75, 4.85, 2200
        from trajets t where t.adresse_depart = 'A' and t.villes_etapes is not null
      union all
      select t.id, case when t.villes_etapes is null then 1 else 2 end, t.date, t.code_commune_arrivee,
        t.ville_arrivee, t.latitude_arrivee, t.longitude_arrivee, t.montant_contribution
        from trajets t where t.adresse_depart = 'A'`);
    await ctx.db.execute(sql`vacuum analyze trajets_troncons`);
    const paris = { latitude: 48.85341, longitude: 2.3488 };
    const lyon = { latitude: 45.74846, longitude: 4.84671 };
    for (const places of [1, 2]) {
      const query = searchQuery({
        date,
        from: paris,
        to: lyon,
        now: new Date(),
        places,
        page: 1,
        perPage: 20,
      });
      const plan = await ctx.db.$client.query({
        text: `explain (costs off) ${query.text}`,
        values: query.values,
      });
      const text = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('Index Only Scan using trajets_troncons_recherche_idx');
      expect(text).not.toMatch(/Seq Scan on trajets_troncons|Heap Scan on trajets_troncons/);
    }
  });
});
