import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { recherches } from '../db/schema';
import { logSearches } from './search-log.repository';

export type SearchLogEntry = typeof recherches.$inferInsert;

/**
 * docs/product/trips-and-search.md Search log, off the request path (docs/decisions/015-search-one-round-trip.md):
 * a search only adds its row to a buffer; the buffer is written by one multi-row INSERT every
 * `intervalMs` (or as soon as `maxRows` wait), and on a clean shutdown (`close`, from the app's
 * onClose). A crash loses at most the last interval's rows: statistics, never money or bookings.
 */
export class SearchLog {
  private rows: SearchLogEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 1000,
    private readonly maxRows = 500,
  ) {}

  add(entry: SearchLogEntry): void {
    this.rows.push(entry);
    if (this.rows.length >= this.maxRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.intervalMs);
  }

  /** Writes what waits (after any write under way); resolves once it is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.rows;
    this.rows = [];
    this.writing = this.writing.then(async () => {
      if (rows.length === 0) return;
      try {
        await logSearches(this.db, rows);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.writing;
  }
}

declare module '../lib/app-deps' {
  interface AppDeps {
    searchLog: SearchLog;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The search log's buffer (docs/product/trips-and-search.md: Search log), written to the primary database. */
    searchLog: SearchLog;
  }
}

/** `app.searchLog`, flushed when the app closes (a clean shutdown loses no search). */
export const searchLogPlugin = fp(async (app: FastifyInstance) => {
  const log = new SearchLog(app.db, (error) =>
    app.log.warn({ err: error }, 'journal des recherches non écrit'),
  );
  app.decorate('searchLog', log);
  app.addHook('onClose', async () => {
    await log.flush();
  });
});
