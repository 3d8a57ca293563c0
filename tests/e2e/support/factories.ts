/**
 * Test data for the browser tests. The e2e server starts WITHOUT demo data (SEED_DEMO=0 in
 * scripts/e2e-server.mjs): only the administrator E2E_ADMIN and the geographic reference data
 * (communes…) exist, so every test makes the rows it needs here, fresh (unique e-mails), and
 * never picks rows it did not make.
 *
 *   import { test, expect } from './fixtures';
 *   import { makeMember, makeTrip, makeBooking } from './support/factories';
 *
 *   test('…', async ({ page, loggedInAs }) => {
 *     const driver = await makeMember();                 // complete profile, can book and publish
 *     const trip = await makeTrip({ driver, inDays: 5 }); // Paris → Lyon, 3 seats, 22 €
 *     const passenger = await makeMember({ prenom: 'Inès' });
 *     await makeBooking({ trip, passenger, seats: 1 });  // CONFIRMEE, seats kept consistent
 *     await loggedInAs(passenger);                       // the real login form, once per account
 *     await page.goto(`/covoiturage/${trip.id}`);
 *   });
 *
 * - makeMember / makeTrip / makeBooking each open the e2e database for one call; to make many
 *   rows at once, use withE2eDatabase(db => …) with createMember, createUser, createTrip,
 *   createBooking (the API's own test factories, apps/api/src/test/factories.ts).
 * - Factory users log in with TEST_PASSWORD. Log in with the `loggedInAs(account)` fixture
 *   (fixtures.ts: the real form once per account, its storage state reused), or `loginAs(page,
 *   account)` (support/login.ts) when the journey is the login itself. The fixtures `member`,
 *   `driver` (one factory account each per worker, shared between tests: do not count their
 *   rows) and `admin` (E2E_ADMIN) are there for tests that only need "someone".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, createPool, type Database } from '../../../apps/api/src/db/client';
import { utilisateurs_infos } from '../../../apps/api/src/db/schema';
import {
  createBooking,
  createTrip,
  createUser,
  TEST_PASSWORD,
  type TripRow,
  type UserRow,
} from '../../../apps/api/src/test/factories';

export { createBooking, createTrip, createUser, TEST_PASSWORD };
export type { TripRow, UserRow };

/**
 * The API's test factories (createUser, createTrip, createBooking) on the e2e server's database,
 * so that a journey makes its own data instead of relying on demo rows.
 */
export async function withE2eDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const url = readFileSync(path.join(process.cwd(), 'data', 'e2e', 'database-url'), 'utf8').trim();
  const pool = createPool(url, 2);
  try {
    return await work(createDatabase(pool));
  } finally {
    await pool.end();
  }
}

/** A member with a complete profile (nationality and residence, as the app asks before a booking). */
export async function createMember(
  db: Database,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<UserRow> {
  const user = await createUser(db, overrides);
  await db
    .insert(utilisateurs_infos)
    .values({ utilisateur_id: user.id, nationalite: 'FR', pays_residence: 'FR' });
  return user;
}

/** createMember on the e2e database. */
export function makeMember(overrides: Parameters<typeof createUser>[1] = {}): Promise<UserRow> {
  return withE2eDatabase((db) => createMember(db, overrides));
}

/** createTrip on the e2e database: Paris → Lyon in 3 days, 3 seats, 22 €, automatic booking. */
export function makeTrip(overrides: Parameters<typeof createTrip>[1] = {}): Promise<TripRow> {
  return withE2eDatabase((db) => createTrip(db, overrides));
}

/** createBooking on the e2e database (CONFIRMEE, 1 seat unless told). */
export function makeBooking(options: Parameters<typeof createBooking>[1]) {
  return withE2eDatabase((db) => createBooking(db, options));
}
