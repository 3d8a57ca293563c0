import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { contenu_public_versions } from '../db/schema';

/**
 * The version of what public pages show (migration 0028): the sum of the counters every
 * committed write to a public table adds to. It only grows.
 */
export async function readPublicContentVersion(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ version: sql<string>`sum(${contenu_public_versions.version})::text` })
    .from(contenu_public_versions);
  return row?.version ?? '0';
}
