import { and, count, eq, gt } from 'drizzle-orm';
import { TERMS_VERSION } from '@bonneroute/shared/auth';
import { todayInParis } from '@bonneroute/shared/dates';
import type { Database } from '../db/client';
import { trajets, utilisateurs, utilisateurs_infos } from '../db/schema';
import { loadLocatedCommunes } from '../geo/communes-data';
import { hashPassword } from '../auth/password';
import type { FileStore } from '../files/file-store';
import { writeDemoAvatar } from './avatars';
import { buildDemoPlan, DEMO_SEED, type DemoUser } from './demo-plan';
import { insertBookings, insertTrips } from './seed-trips';
import { insertDemoVehicles } from './demo-vehicles';
import {
  addMissingDemoHistory,
  DEMO_HISTORY_SEED,
  insertDemoHistory,
  planDemoHistory,
} from './seed-demo-history';

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
  reviews: number;
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
  const topUp = await topUpDemoTrips(db, dataDir, now);
  const history = await addMissingDemoHistory(db, dataDir, now, DEMO_LOGIN_EMAILS);
  if (!topUp && !history) return null;
  return {
    users: 0,
    trips: (topUp?.trips ?? 0) + (history?.trips ?? 0),
    bookings: (topUp?.bookings ?? 0) + (history?.bookings ?? 0),
    reviews: history?.reviews ?? 0,
  };
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
          userRow(
            person,
            avatars[i]!,
            person.key in DEMO_LOGIN_EMAILS ? loginHash : null,
            memberSince(i, now),
          ),
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
    await insertBookings(tx, plan.bookings, tripIds, userIds);
    // The drivers' cars, done trips of the last weeks and the reviews travellers
    // left each other.
    await insertDemoVehicles(tx, plan.drivers, userIds, DEMO_HISTORY_SEED);
    const history = await insertDemoHistory(
      tx,
      planDemoHistory(plan, todayInParis(now), now),
      userIds,
      now,
    );
    return {
      users: people.length,
      trips: plan.trips.length + history.trips,
      bookings: plan.bookings.length + history.bookings,
      reviews: history.reviews,
    };
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
  return { users: 0, trips: plan.trips.length, bookings: 0, reviews: 0 };
}

/**
 * When a demo member joined: before their oldest trip (the history goes back 80 days), spread
 * over the two years before that, so « Membre depuis » never follows their first reviews.
 */
function memberSince(index: number, now: Date): Date {
  const HISTORY_DAYS = 90;
  const days = HISTORY_DAYS + ((index * 53) % 640);
  return new Date(now.getTime() - days * 86_400_000);
}

function userRow(person: DemoUser, avatar: string, passwordHash: string | null, joined: Date) {
  return {
    email: DEMO_LOGIN_EMAILS[person.key] ?? person.email,
    prenom: person.prenom,
    nom: person.nom,
    sexe: person.sexe,
    date_naissance: person.date_naissance,
    avatar,
    activated: true,
    created_at: joined,
    email_valide_le: joined,
    password_hash: passwordHash,
    is_demo: true,
    // They signed up with the terms accepted; one in three asked for the newsletter, so the
    // admin's recipients list is not empty (docs/product/accounts.md: consent).
    conditions_version: TERMS_VERSION,
    conditions_acceptees_le: joined,
    newsletter_acceptee_le: person.prenom.length % 3 === 0 ? joined : null,
  };
}
