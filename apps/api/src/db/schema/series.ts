import { date, index, integer, pgTable, serial, smallint, timestamp } from 'drizzle-orm/pg-core';
import { utilisateurs } from './accounts';

/**
 * A regular trip's publication (migration 0051, docs/decisions/035-trip-series-and-returns.md):
 * the weekdays and the end date chosen; its dates are the trips carrying `serie_id`.
 */
export const seriesTrajets = pgTable(
  'series_trajets',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    jours: smallint('jours').array().notNull(),
    jusqu_au: date('jusqu_au', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('series_trajets_utilisateur_id_idx').on(table.utilisateur_id)],
);
