import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, parisDateTimeToInstant, todayInParis } from '@bonneroute/shared/dates';
import { gridCell } from '@bonneroute/shared/geo';
import { trajets, utilisateurs } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const inDays = (n: number) => addDays(todayInParis(), n);
const TOURS = { code_commune: '37261', nom: 'Tours', latitude: 47.39414, longitude: 0.68484 };

async function found(date: string, from: string, to: string): Promise<number[]> {
  const response = await ctx.client().get(`/api/covoiturages/${date}`, { query: { from, to } });
  expect(response.status).toBe(200);
  return response.body.data.map((trip: { id: number }) => trip.id);
}

async function legs(tripId: number) {
  const result = await ctx.db.execute<{
    pos_depart: number;
    pos_arrivee: number;
    montant: number;
    cellule_depart: number;
    reservable: boolean;
    date: string;
  }>(sql`select pos_depart, pos_arrivee, montant, cellule_depart, reservable, date::text as date
         from trajets_troncons where trajet_id = ${tripId} order by pos_depart, pos_arrivee`);
  return result.rows;
}

describe('the search legs (trajets_troncons)', () => {
  it('files points in the same grid cell in SQL as in TypeScript', async () => {
    const points = [
      [48.85341, 2.3488],
      [41.919, 8.7386],
      [50.8503, 4.3517],
      [47.5, 0.75],
      [47.4999999, 0.7499999],
      [-0.1, -0.1],
      [0, 0],
      [45.0, -1.5],
    ];
    for (let i = 0; i < 40; i++) points.push([41 + Math.random() * 11, -5.5 + Math.random() * 16]);
    const result = await ctx.db.execute<{ cell: number }>(
      sql.raw(
        `select cellule_grille(p.lat, p.lon) as cell from unnest('{${points
          .map((p) => p[0])
          .join(
            ',',
          )}}'::float8[], '{${points.map((p) => p[1]).join(',')}}'::float8[]) with ordinality p(lat, lon, n) order by n`,
      ),
    );
    expect(result.rows.map((row) => Number(row.cell))).toEqual(
      points.map(([latitude, longitude]) => gridCell(latitude!, longitude!)),
    );
  });

  it('holds every leg of a trip in route order, priced as the difference of its stops', async () => {
    const trip = await createTrip(ctx.db, {
      villes_etapes: [TOURS],
      montants_etapes: [1100],
      montant_contribution: 3000,
    });
    expect(
      (await legs(trip.id)).map(({ pos_depart, pos_arrivee, montant }) => [
        pos_depart,
        pos_arrivee,
        montant,
      ]),
    ).toEqual([
      [0, 1, 1100],
      [0, 2, 3000],
      [1, 2, 1900],
    ]);
    expect((await legs(trip.id))[0]!.cellule_depart).toBe(gridCell(48.85341, 2.3488));
    await ctx.db.delete(trajets).where(eq(trajets.id, trip.id));
    expect(await legs(trip.id)).toEqual([]);
  });

  it('follows the trip: full, seat freed, deactivated, moved to another day', async () => {
    const date = inDays(9);
    const trip = await createTrip(ctx.db, { date, nb_places_proposees: 1 });
    expect(await found(date, 'Paris', 'Lyon')).toContain(trip.id);

    const booking = await createBooking(ctx.db, { trip, seats: 1 });
    expect((await legs(trip.id))[0]!.reservable).toBe(false);
    expect(await found(date, 'Paris', 'Lyon')).not.toContain(trip.id);

    await ctx.db.execute(sql`update passagers set statut = 'ANNULEE' where id = ${booking.id}`);
    await ctx.db.update(trajets).set({ nb_places_reservees: 0 }).where(eq(trajets.id, trip.id));
    expect(await found(date, 'Paris', 'Lyon')).toContain(trip.id);

    await ctx.db.update(trajets).set({ actif: false }).where(eq(trajets.id, trip.id));
    expect(await found(date, 'Paris', 'Lyon')).not.toContain(trip.id);
    await ctx.db.update(trajets).set({ actif: true }).where(eq(trajets.id, trip.id));

    const later = inDays(10);
    await ctx.db
      .update(trajets)
      .set({ date: later, depart_le: parisDateTimeToInstant(later, '08:30') })
      .where(eq(trajets.id, trip.id));
    expect(await found(date, 'Paris', 'Lyon')).not.toContain(trip.id);
    expect(await found(later, 'Paris', 'Lyon')).toContain(trip.id);
    expect((await legs(trip.id))[0]!.date).toBe(later);
  });

  it('carries the driver’s sex, which girls-only and guys-only searches follow when it changes', async () => {
    const date = inDays(12);
    const driver = await createUser(ctx.db, { sexe: 'F' });
    const other = await createUser(ctx.db, { sexe: 'M' });
    const trip = await createTrip(ctx.db, { driver, date, villes_etapes: null });
    const sexes = async () =>
      (
        await ctx.db.execute<{ sexe_conducteur: string }>(
          sql`select sexe_conducteur from trajets_troncons where trajet_id = ${trip.id}`,
        )
      ).rows.map((row) => row.sexe_conducteur);
    const filtered = async (sexe: '1' | '2') => {
      const response = await ctx.client().get(`/api/covoiturages/${date}`, {
        query: { from: 'Paris', to: 'Lyon', sexe },
      });
      expect(response.status).toBe(200);
      return response.body.data.map((found: { id: number }) => found.id);
    };
    expect(await sexes()).toEqual(['F']);
    expect(await filtered('2')).toContain(trip.id);
    expect(await filtered('1')).not.toContain(trip.id);

    await ctx.db.update(utilisateurs).set({ sexe: 'M' }).where(eq(utilisateurs.id, driver.id));
    expect(await sexes()).toEqual(['M']);
    expect(await filtered('1')).toContain(trip.id);
    expect(await filtered('2')).not.toContain(trip.id);

    // A trip handed to another driver takes that driver's sex.
    await ctx.db.update(utilisateurs).set({ sexe: 'F' }).where(eq(utilisateurs.id, other.id));
    await ctx.db.update(trajets).set({ utilisateur_id: other.id }).where(eq(trajets.id, trip.id));
    expect(await sexes()).toEqual(['F']);
    expect(await filtered('2')).toContain(trip.id);
  });
});
