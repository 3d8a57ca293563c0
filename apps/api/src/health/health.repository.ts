import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** One round trip to PostgreSQL: throws when the database cannot be reached. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
