import { and, count, eq, gt, sql } from 'drizzle-orm';
import { todayInParis } from '@bonneroute/shared/dates';
import type { Database, DbOrTx } from '../db/client';
import { adresses, passagers, trajets, utilisateurs, utilisateurs_infos } from '../db/schema';
import { syncTripStops } from '../trips/trip-stops.repository';
import { loadLocatedCommunes, type CommuneRecord } from '../geo/communes-data';
import { hashPassword } from '../auth/password';
import type { FileStore } from '../files/file-store';
import { writeDemoAvatar } from './avatars';
import { buildDemoPlan, DEMO_SEED, type DemoPlan, type DemoTrip, type DemoUser } from './demo-plan';

/** Two demo accounts that can log in (README), so a newcomer can try the product at once. */
export const DEMO_LOGIN_PASSWORD = 'Bonneroute#2026';
export const DEMO_LOGIN_EMAILS: Record<string, string> = {
  c1: 'conducteur@demo.bonneroute.fr',
  p1: 'passager@demo.bonneroute.fr',
};
const MIN_FUTURE_DEMO_TRIPS = 150;

export interface SeedResult {
  users: number;
  trips: number;
  bookings: number;
}

/**
 * Demo data on an empty database; on a database whose demo trips have mostly gone by, a fresh
 * batch of future trips for the same demo drivers. Everything in one transaction.
 */
export async function seedDemoData(
  db: Database,
  dataDir: string,
  files: FileStore,
  now = new Date(),
): Promise<SeedResult | null> {
  const [{ users } = { users: 0 }] = await db.select({ users: count() }).from(utilisateurs);
  if (users === 0) return seedEverything(db, dataDir, files, now);
  return topUpDemoTrips(db, dataDir, now);
}

async function seedEverything(
  db: Database,
  dataDir: string,
  files: FileStore,
  now: Date,
): Promise<SeedResult> {
  const communes = loadLocatedCommunes(dataDir);
  const plan = buildDemoPlan({ communes, today: todayInParis(now), now });
  const loginHash = await hashPassword(DEMO_LOGIN_PASSWORD);
  const people = [...plan.drivers, ...plan.passengers];
  const avatars = await Promise.all(
    people.map((person, i) => writeDemoAvatar(files, person.avatarSeed, i)),
  );

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(utilisateurs)
      .values(
        people.map((person, i) =>
          userRow(person, avatars[i]!, person.key in DEMO_LOGIN_EMAILS ? loginHash : null, now),
        ),
      )
      .returning({ id: utilisateurs.id });
    const userIds = new Map(people.map((person, i) => [person.key, inserted[i]!.id]));
    // Demo people have a complete profile (nationality and residence), so they can book.
    await tx
      .insert(utilisateurs_infos)
      .values(
        inserted.map(({ id }) => ({ utilisateur_id: id, nationalite: 'FR', pays_residence: 'FR' })),
      );
    const tripIds = await insertTrips(tx, plan.trips, userIds);
    await insertBookings(tx, plan, tripIds, userIds);
    return { users: people.length, trips: plan.trips.length, bookings: plan.bookings.length };
  });
}

async function topUpDemoTrips(
  db: Database,
  dataDir: string,
  now: Date,
): Promise<SeedResult | null> {
  const demoDrivers = await db
    .selectDistinct({ id: trajets.utilisateur_id })
    .from(trajets)
    .innerJoin(utilisateurs, eq(utilisateurs.id, trajets.utilisateur_id))
    .where(eq(utilisateurs.is_demo, true))
    .orderBy(trajets.utilisateur_id);
  if (demoDrivers.length === 0) return null;
  const [{ future } = { future: 0 }] = await db
    .select({ future: count() })
    .from(trajets)
    .innerJoin(utilisateurs, eq(utilisateurs.id, trajets.utilisateur_id))
    .where(
      and(eq(utilisateurs.is_demo, true), gt(trajets.depart_le, now), eq(trajets.actif, true)),
    );
  if (future >= MIN_FUTURE_DEMO_TRIPS) return null;

  const today = todayInParis(now);
  const plan = buildDemoPlan({
    communes: loadLocatedCommunes(dataDir),
    today,
    now,
    seed: DEMO_SEED + Number(today.replace(/-/g, '')),
    driverCount: demoDrivers.length,
    passengerCount: 0,
  });
  const driverIds = new Map(plan.drivers.map((driver, i) => [driver.key, demoDrivers[i]!.id]));
  await db.transaction(async (tx) => {
    await insertTrips(tx, plan.trips, driverIds);
  });
  return { users: 0, trips: plan.trips.length, bookings: 0 };
}

function userRow(person: DemoUser, avatar: string, passwordHash: string | null, now: Date) {
  return {
    email: DEMO_LOGIN_EMAILS[person.key] ?? person.email,
    prenom: person.prenom,
    nom: person.nom,
    sexe: person.sexe,
    date_naissance: person.date_naissance,
    avatar,
    activated: true,
    email_valide_le: now,
    password_hash: passwordHash,
    is_demo: true,
  };
}

async function insertTrips(
  db: DbOrTx,
  trips: DemoTrip[],
  userIds: Map<string, number>,
): Promise<number[]> {
  const addressIds = await upsertAddresses(db, trips);
  const ids: number[] = [];
  for (let start = 0; start < trips.length; start += 200) {
    const chunk = trips.slice(start, start + 200);
    const rows = await db
      .insert(trajets)
      .values(
        chunk.map((trip) => ({
          utilisateur_id: userIds.get(trip.driverKey)!,
          date: trip.date,
          heure: trip.heure,
          depart_le: trip.depart_le,
          adresse_depart: trip.adresse_depart,
          adresse_arrivee: trip.adresse_arrivee,
          adresse_depart_id: addressIds.get(addressKey(trip.depart, trip.adresse_depart)) ?? null,
          adresse_arrivee_id:
            addressIds.get(addressKey(trip.arrivee, trip.adresse_arrivee)) ?? null,
          ville_depart: trip.depart.nom,
          ville_arrivee: trip.arrivee.nom,
          code_commune_depart: trip.depart.code,
          code_commune_arrivee: trip.arrivee.code,
          latitude_depart: trip.depart.latitude,
          longitude_depart: trip.depart.longitude,
          latitude_arrivee: trip.arrivee.latitude,
          longitude_arrivee: trip.arrivee.longitude,
          duree_secondes: trip.duree_secondes,
          distance_metres: trip.distance_metres,
          montant_contribution: trip.montant_contribution,
          nb_places_proposees: trip.nb_places_proposees,
          is_resa_automatique: trip.is_resa_automatique,
          is_roles_passagers: trip.is_roles_passagers,
          roles_passagers: trip.roles_passagers,
          description: trip.description,
          villes_etapes: trip.villes_etapes,
          montants_etapes: trip.montants_etapes,
        })),
      )
      .returning({ id: trajets.id });
    await syncTripStops(
      db,
      rows.map((row) => row.id),
    );
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

function addressKey(commune: CommuneRecord, complete: string): string {
  return `${commune.code}|${complete}`;
}

async function upsertAddresses(db: DbOrTx, trips: DemoTrip[]): Promise<Map<string, number>> {
  const usage = new Map<string, { commune: CommuneRecord; complete: string; uses: number }>();
  for (const trip of trips) {
    for (const [commune, complete] of [
      [trip.depart, trip.adresse_depart],
      [trip.arrivee, trip.adresse_arrivee],
    ] as const) {
      const key = addressKey(commune, complete);
      const entry = usage.get(key) ?? { commune, complete, uses: 0 };
      entry.uses += 1;
      usage.set(key, entry);
    }
  }
  const rows = await db
    .insert(adresses)
    .values(
      [...usage.values()].map(({ commune, complete, uses }) => ({
        complete,
        code_commune: commune.code,
        latitude: commune.latitude,
        longitude: commune.longitude,
        nb_usages: uses,
      })),
    )
    .onConflictDoUpdate({
      target: [adresses.code_commune, adresses.complete],
      set: { nb_usages: sql`${adresses.nb_usages} + excluded.nb_usages` },
    })
    .returning({ id: adresses.id, code: adresses.code_commune, complete: adresses.complete });
  return new Map(rows.map((row) => [`${row.code}|${row.complete}`, row.id]));
}

async function insertBookings(
  db: DbOrTx,
  plan: DemoPlan,
  tripIds: number[],
  userIds: Map<string, number>,
): Promise<void> {
  if (plan.bookings.length === 0) return;
  await db.insert(passagers).values(
    plan.bookings.map((booking) => ({
      trajet_id: tripIds[booking.tripIndex]!,
      utilisateur_id: userIds.get(booking.passengerKey)!,
      nb_places_reservees: booking.nb_places_reservees,
      statut: booking.statut,
      datetime_acceptation: booking.statut === 'CONFIRMEE' ? new Date() : null,
    })),
  );
  // Seats booked follow from the confirmed and pending bookings.
  await db.execute(sql`
    UPDATE trajets t SET nb_places_reservees = s.places
    FROM (SELECT trajet_id, SUM(nb_places_reservees)::int AS places FROM passagers
          WHERE statut IN ('CONFIRMEE', 'EN_ATTENTE') GROUP BY trajet_id) s
    WHERE t.id = s.trajet_id`);
}
