import { and, eq, inArray } from 'drizzle-orm';
import { trajets } from '../../../apps/api/src/db/schema';
import { createMember, createTrip, withE2eDatabase } from './factories';

/** Towns of the search journeys, a pair no other journey uses (so its day counts are its own). */
export const TOWNS = {
  rouen: { ville: 'Rouen', code: '76540', latitude: 49.4431, longitude: 1.0993, cp: '76000' },
  // About 46 km from Rouen: beyond the search's 37.5 km, within the nearby towns' ring.
  evreux: { ville: 'Évreux', code: '27229', latitude: 49.0241, longitude: 1.1508, cp: '27000' },
  toulouse: { ville: 'Toulouse', code: '31555', latitude: 43.6045, longitude: 1.444, cp: '31000' },
  marseille: {
    ville: 'Marseille',
    code: '13055',
    latitude: 43.2965,
    longitude: 5.3698,
    cp: '13001',
  },
} as const;
type Town = (typeof TOWNS)[keyof typeof TOWNS];

export interface SearchTrip {
  from: Town;
  to: Town;
  inDays: number;
  heure: string;
  montant?: number;
  seats?: number;
}

/**
 * Trips between the journey's towns, each with its own driver, after deactivating the trips a
 * former run left on the same arrival town (the e2e database lives across runs).
 */
export async function makeSearchTrips(arrival: Town, trips: SearchTrip[]): Promise<number[]> {
  return withE2eDatabase(async (db) => {
    await db
      .update(trajets)
      .set({ actif: false })
      .where(
        and(
          eq(trajets.code_commune_arrivee, arrival.code),
          inArray(trajets.code_commune_depart, [TOWNS.rouen.code, TOWNS.evreux.code]),
        ),
      );
    const ids: number[] = [];
    for (const trip of trips) {
      const driver = await createMember(db);
      const row = await createTrip(db, {
        driver,
        inDays: trip.inDays,
        heure: trip.heure,
        montant_contribution: trip.montant ?? 2500,
        nb_places_proposees: trip.seats ?? 3,
        ville_depart: trip.from.ville,
        ville_arrivee: trip.to.ville,
        code_commune_depart: trip.from.code,
        code_commune_arrivee: trip.to.code,
        adresse_depart: `Gare, ${trip.from.cp} ${trip.from.ville}`,
        adresse_arrivee: `Gare, ${trip.to.cp} ${trip.to.ville}`,
        latitude_depart: trip.from.latitude,
        longitude_depart: trip.from.longitude,
        latitude_arrivee: trip.to.latitude,
        longitude_arrivee: trip.to.longitude,
      });
      ids.push(row.id);
    }
    return ids;
  });
}

/** The results page of a search between two towns on a day. */
export const resultsUrl = (from: Town, to: Town, date: string, extra = '') =>
  `/resultats?date=${date}&from=${from.code}&to=${to.code}&from_city=${encodeURIComponent(from.ville)}&to_city=${encodeURIComponent(to.ville)}${extra}`;

/**
 * The journeys' scene: an empty day `base` with trips two days before (1) and three days after
 * (4, at 07:00 30 €, 09:00 25 €, 13:00 20 €, 19:00 15 €), and an Évreux → `to` trip on `base`.
 */
export async function makeThinDayScene(to: Town, base: number): Promise<void> {
  const from = TOWNS.rouen;
  await makeSearchTrips(to, [
    { from, to, inDays: base - 2, heure: '10:00' },
    { from, to, inDays: base + 3, heure: '07:00', montant: 3000 },
    { from, to, inDays: base + 3, heure: '09:00', montant: 2500 },
    { from, to, inDays: base + 3, heure: '13:00', montant: 2000 },
    { from, to, inDays: base + 3, heure: '19:00', montant: 1500 },
    { from: TOWNS.evreux, to, inDays: base, heure: '09:00' },
  ]);
}
