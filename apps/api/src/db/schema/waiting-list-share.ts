import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { utilisateurs } from './accounts';
import { trajets } from './trips';

/**
 * A full trip's waiting list (migration 0049, docs/decisions/034-waiting-list-and-trip-share.md):
 * the member's leg (null: the whole route, as `passagers`), their seats, and where they stand.
 */
export const listesAttente = pgTable(
  'listes_attente',
  {
    id: serial('id').primaryKey(),
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id, { onDelete: 'cascade' }),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    pos_depart: smallint('pos_depart'),
    pos_arrivee: smallint('pos_arrivee'),
    nb_places: smallint('nb_places').notNull(),
    statut: varchar('statut', { length: 16 }).notNull().default('EN_ATTENTE'),
    priorite_jusqu_a: timestamp('priorite_jusqu_a', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('listes_attente_ouverte_idx')
      .on(table.trajet_id, table.utilisateur_id)
      .where(sql`${table.statut} IN ('EN_ATTENTE', 'PRIORITE')`),
    index('listes_attente_trajet_idx').on(table.trajet_id, table.id),
    index('listes_attente_utilisateur_idx').on(table.utilisateur_id),
    check(
      'listes_attente_troncon_check',
      sql`(${table.pos_depart} IS NULL AND ${table.pos_arrivee} IS NULL) OR (${table.pos_depart} >= 0 AND ${table.pos_arrivee} > ${table.pos_depart})`,
    ),
  ],
);

/** « Partager mon trajet » links (migration 0050): the token's SHA-256 only. */
export const partagesTrajet = pgTable(
  'partages_trajet',
  {
    id: serial('id').primaryKey(),
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id, { onDelete: 'cascade' }),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    is_position: boolean('is_position').notNull().default(false),
    expire_le: timestamp('expire_le', { withTimezone: true }).notNull(),
    /** The sharer's latest position only (never a track), erased after the arrival. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    precision_metres: integer('precision_metres'),
    position_le: timestamp('position_le', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partages_trajet_token_idx').on(table.token_hash),
    index('partages_trajet_trajet_idx').on(table.trajet_id),
    index('partages_trajet_utilisateur_idx').on(table.utilisateur_id),
  ],
);
