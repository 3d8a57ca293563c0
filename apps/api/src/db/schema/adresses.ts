import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** docs/product/geography-and-prices.md Address: addresses already used on the site, ranked by `nb_usages`. */
export const adresses = pgTable(
  'adresses',
  {
    id: serial('id').primaryKey(),
    complete: text('complete').notNull(),
    code_commune: varchar('code_commune', { length: 12 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    nb_usages: integer('nb_usages').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('adresses_code_commune_idx').on(table.code_commune, table.nb_usages),
    uniqueIndex('adresses_commune_complete_unique').on(table.code_commune, table.complete),
  ],
);
