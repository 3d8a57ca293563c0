import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The e2e server's administrator (scripts/e2e-server.mjs). */
export const E2E_ADMIN = { email: 'admin@e2e.bonneroute.fr', password: 'Admin#e2e2026' };

/**
 * Reads what the app under test stored (an e-mail in the outbox, an SMS code): the e2e server
 * writes its database URL to data/e2e/database-url. Tests use it read-only, for what a real user
 * would receive by mail or SMS.
 */
export async function queryE2eDatabase<T extends pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const url = readFileSync(path.join(process.cwd(), 'data', 'e2e', 'database-url'), 'utf8').trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
