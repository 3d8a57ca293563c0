import { bigint, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The version of what public pages show (migration 0028): 16 counters, one of which
 * every transaction writing a public table bumps at its commit (a trigger); the version is their
 * sum. The server render's cache keys carry it (docs/decisions/016-server-render-cost.md).
 */
export const contenu_public_versions = pgTable('contenu_public_versions', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
