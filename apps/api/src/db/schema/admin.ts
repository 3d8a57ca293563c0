import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sessions, utilisateurs } from './accounts';

/** Every admin action: who did what to which row, and when. Rows are never updated. */
export const admin_audit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    auteur_id: integer('auteur_id').references(() => utilisateurs.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 64 }).notNull(),
    cible_type: varchar('cible_type', { length: 32 }).notNull(),
    cible_id: integer('cible_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_created_at_idx').on(table.created_at),
    index('admin_audit_cible_idx').on(table.cible_type, table.cible_id),
  ],
);

/**
 * Registration reminders (docs/product/admin.md: "one reminder per user per session"): the session is the
 * admin's; the unique index makes a double click or two tabs send one mail.
 */
export const relances_inscription = pgTable(
  'relances_inscription',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    session_id: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    auteur_id: integer('auteur_id').references(() => utilisateurs.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('relances_inscription_session_unique').on(table.utilisateur_id, table.session_id),
  ],
);
