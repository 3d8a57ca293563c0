import type { DbOrTx } from './client';

const built = new WeakMap<object, Map<string, unknown>>();

/**
 * A query of the hot paths (session lookup, trip detail, search), built once per database handle
 * and sent as a named prepared statement (docs/decisions/008-search-performance.md):
 * Drizzle does not rebuild its SQL on every request, and PostgreSQL parses it once per
 * connection and, after a few executions, reuses its plan instead of planning again (planning a
 * join on `utilisateurs` cost ten times its execution). `name` must be unique per query text.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => T): T {
  let queries = built.get(db);
  if (!queries) {
    queries = new Map();
    built.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}
