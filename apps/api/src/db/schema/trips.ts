import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { trajets } from './trajets';
import { utilisateurs } from './utilisateurs';

/**
 * Every stop of a trip in route order: 0 = departure, then the stage towns, last = arrival.
 * `montant` is the contribution from the departure to this stop (cents), so the price of any leg
 * is the difference of two stops. Search matches a pair of stops (docs/decisions.md); `date` and
 * the coordinates are copied from the trip so one index serves the search.
 */
export const trajetsArrets = pgTable(
  'trajets_arrets',
  {
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    code_commune: varchar('code_commune', { length: 5 }).notNull(),
    ville: varchar('ville', { length: 120 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    montant: integer('montant').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.trajet_id, table.position] }),
    // Covering: a search reads only this index for both ends of the leg (index-only scans).
    index('trajets_arrets_recherche_idx').on(
      table.date,
      table.latitude,
      table.longitude,
      table.trajet_id,
      table.position,
      table.montant,
    ),
  ],
);

/** spec §3 Search log (admin): localite, moment, nom_commune_depart, nom_commune_arrivee. */
export const recherches = pgTable(
  'recherches',
  {
    id: serial('id').primaryKey(),
    moment: timestamp('moment', { withTimezone: true }).notNull().defaultNow(),
    localite: varchar('localite', { length: 160 }),
    nom_commune_depart: varchar('nom_commune_depart', { length: 120 }).notNull(),
    nom_commune_arrivee: varchar('nom_commune_arrivee', { length: 120 }).notNull(),
    code_commune_depart: varchar('code_commune_depart', { length: 5 }).notNull(),
    code_commune_arrivee: varchar('code_commune_arrivee', { length: 5 }).notNull(),
    date_recherchee: date('date_recherchee', { mode: 'string' }).notNull(),
    nb_resultats: integer('nb_resultats').notNull(),
    utilisateur_id: integer('utilisateur_id').references(() => utilisateurs.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recherches_moment_idx').on(table.moment),
    index('recherches_utilisateur_id_idx').on(table.utilisateur_id),
  ],
);

/**
 * Promo codes (spec §5 "must be accepted by the server check"; the format is not shown): a
 * percentage or an amount in cents, a global use limit, a per-driver cap and a validity window.
 * Issue 7 spends them (POST /code-promo); this issue only checks them.
 */
export const codesPromo = pgTable(
  'codes_promo',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    pourcentage: smallint('pourcentage'),
    montant: integer('montant'),
    nb_utilisations_max: integer('nb_utilisations_max'),
    montant_max_par_conducteur: integer('montant_max_par_conducteur'),
    valide_du: timestamp('valide_du', { withTimezone: true }),
    valide_au: timestamp('valide_au', { withTimezone: true }),
    actif: boolean('actif').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('codes_promo_code_unique').on(table.code)],
);
