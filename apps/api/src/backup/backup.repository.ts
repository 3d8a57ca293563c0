import pg from 'pg';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** 180004 → 18. */
export function serverMajor(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ v: string }>(
      "SELECT current_setting('server_version_num') AS v",
    );
    return Math.floor(Number(result.rows[0]!.v) / 10_000);
  });
}

/** True when no table of the `public` schema (where all our data lives) has a row. */
export function isDatabaseEmpty(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const tables = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    for (const { name } of tables.rows) {
      const found = await client.query(`SELECT 1 FROM ${name} LIMIT 1`);
      if ((found.rowCount ?? 0) > 0) return false;
    }
    return true;
  });
}

/**
 * Everything the database holds is dropped (our schemas, the job queue's, the migrations'),
 * leaving an empty `public` schema for the dump to fill.
 */
export function wipeDatabase(url: string): Promise<void> {
  return withClient(url, async (client) => {
    const schemas = await client.query<{ name: string }>(`
      SELECT quote_ident(nspname) AS name FROM pg_namespace
      WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`);
    await client.query('BEGIN');
    for (const { name } of schemas.rows) await client.query(`DROP SCHEMA ${name} CASCADE`);
    await client.query('CREATE SCHEMA public');
    await client.query('COMMIT');
  });
}
