import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Drizzle over a pg Pool; `$client` is the pool (the job queue shares it). */
export type Database = NodePgDatabase<Schema> & { $client: pg.Pool };
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

// DATE columns stay 'YYYY-MM-DD' strings: a calendar date has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// BIGINT (count(*)) as a JS number: our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Our named statements (db/prepared.ts: session, trip page, search) look rows up by key: their
 * generic plan is the plan. In the default mode PostgreSQL kept planning the search again for its
 * parameters, which cost about as much CPU as running it (* docs/decisions/015-search-one-round-trip.md). Unnamed statements are planned each time anyway.
 * Set for the session at connection (the URL's own `options` kept).
 */
function withGenericPlans(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const options = url.searchParams.get('options');
    const generic = '-c plan_cache_mode=force_generic_plan';
    url.searchParams.set('options', options ? `${options} ${generic}` : generic);
    return url.toString();
  } catch {
    return connectionString; // a key=value string: left as it is
  }
}

const CONNECTION_TIMEOUT_MS = 10_000;

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: withGenericPlans(connectionString),
    max,
    idleTimeoutMillis: 30_000,
    // While the server is away a request fails in seconds (503) rather than waiting for ever
    // for a connection; a pool busy that long is not serving anyone either.
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // A client losing its server (kill, restart, network) must not crash the process: idle ones
  // report to the pool, checked-out ones (a transaction between two queries) to their own
  // listener. Their next query fails with an error that isDatabaseUnavailable recognises, the
  // pool drops them, and new connections are made once the server is back
  // (docs/decisions/021-outages-and-logs.md).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle({ client: pool, schema, casing: 'snake_case' });
}
