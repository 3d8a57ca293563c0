import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, createPool, type Database } from '../../../apps/api/src/db/client';

export {
  createBooking,
  createTrip,
  createUser,
  TEST_PASSWORD,
} from '../../../apps/api/src/test/factories';

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
