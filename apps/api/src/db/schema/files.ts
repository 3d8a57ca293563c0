import {
  customType,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded files when they are kept in PostgreSQL (the default `FileStore`, apps/api/src/files):
 * every API process reads what any of them wrote. `key` is the file's path in the store:
 * `public/avatars/…` is served to anyone at `/fichiers/avatars/…`, `private/…` only through
 * routes that check who asks.
 */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 300 }).notNull().unique('files_key_unique'),
  content_type: varchar('content_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A file's bytes in chunks of at most 256 KiB, read one after the other when it is served. */
export const file_chunks = pgTable(
  'file_chunks',
  {
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.file_id, table.seq] })],
);
