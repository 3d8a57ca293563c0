import {
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { utilisateurs } from './accounts';

/**
 * docs/product/messaging.md « Bloquer ce membre »: `utilisateur_id` blocked `bloque_id`. Either
 * direction keeps the two apart (messages, chat, bookings, reviews, search), so both are indexed.
 */
export const blocages = pgTable(
  'blocages',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    bloque_id: integer('bloque_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blocages_paire_idx').on(table.utilisateur_id, table.bloque_id),
    index('blocages_bloque_id_idx').on(table.bloque_id, table.utilisateur_id),
    check('blocages_pas_soi_meme', sql`${table.utilisateur_id} <> ${table.bloque_id}`),
  ],
);
