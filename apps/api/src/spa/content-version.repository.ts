import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * The version of what public pages show (migration 0028): the sum of the counters every
 * committed write to a public table adds to. It only grows.
 */
export async function readPublicContentVersion(db: DbOrTx): Promise<string> {
  const result = await db.execute<{ version: string }>(
    sql`select sum(version)::text as version from contenu_public_versions`,
  );
  return result.rows[0]?.version ?? '0';
}
