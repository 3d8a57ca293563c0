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
import { utilisateurs } from './accounts';

/**
 * docs/product/accounts.md "Deleting an account": what accounting law asks us to keep of a deleted
 * member (10 years), the only place their name and e-mail remain. The account row itself is
 * anonymised; payments, payouts and ledger rows keep pointing at it. Only ADMIN reads this table.
 */
export const identites_archivees = pgTable(
  'identites_archivees',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id),
    email: varchar('email', { length: 180 }).notNull(),
    prenom: varchar('prenom', { length: 75 }).notNull(),
    nom: varchar('nom', { length: 75 }).notNull(),
    /** The end of the legal keeping period: the row may be purged after it. */
    conserver_jusqu_au: timestamp('conserver_jusqu_au', { withTimezone: true }).notNull(),
    /** What was kept (counts of payments, payouts, ledger rows) and what was erased. */
    bilan: jsonb('bilan').$type<Record<string, unknown>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('identites_archivees_utilisateur_id_unique').on(table.utilisateur_id)],
);

/**
 * docs/product/accounts.md "Downloading my data": each export a member made, so the hourly limit
 * holds across API processes.
 */
export const exports_donnees = pgTable(
  'exports_donnees',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('exports_donnees_utilisateur_id_idx').on(table.utilisateur_id, table.created_at),
  ],
);
