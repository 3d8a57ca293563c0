import {
  boolean,
  char,
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
 * is the difference of two stops. Search reads their pairs, `trajets_troncons`, built from these
 * rows by a trigger (migration 0023).
 */
export const trajetsArrets = pgTable(
  'trajets_arrets',
  {
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    code_commune: varchar('code_commune', { length: 12 }).notNull(),
    ville: varchar('ville', { length: 120 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    montant: integer('montant').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.trajet_id, table.position] })],
);

/**
 * The search table (docs/decisions/008-search-performance.md): one row per leg
 * of a trip (a pair of its stops in route order, departure → arrival included), filed under the
 * grid cells of both ends (`@bonneroute/shared/geo` near-grid, SQL `cellule_grille`). A search
 * reads the rows of its date whose two cells are among the few cells near the searched places,
 * from the index alone, then checks the exact distances. Maintained by triggers only (migration
 * 0023): built when the trip's stops are inserted, its copy of the trip's date, departure time
 * and bookability refreshed by every update of the trip, gone with the trip.
 */
export const trajetsTroncons = pgTable(
  'trajets_troncons',
  {
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id, { onDelete: 'cascade' }),
    pos_depart: smallint('pos_depart').notNull(),
    pos_arrivee: smallint('pos_arrivee').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    cellule_depart: integer('cellule_depart').notNull(),
    cellule_arrivee: integer('cellule_arrivee').notNull(),
    depart_le: timestamp('depart_le', { withTimezone: true }).notNull(),
    latitude_depart: doublePrecision('latitude_depart').notNull(),
    longitude_depart: doublePrecision('longitude_depart').notNull(),
    latitude_arrivee: doublePrecision('latitude_arrivee').notNull(),
    longitude_arrivee: doublePrecision('longitude_arrivee').notNull(),
    /** The leg's contribution in cents (difference of the two stops' `montant`). */
    montant: integer('montant').notNull(),
    /** actif, published, not done and a seat left (departure time is checked by the search). */
    reservable: boolean('reservable').notNull(),
    resa_automatique: boolean('resa_automatique').notNull(),
    /**
     * The driver's `sexe` (M, F, X), kept by triggers (migration 0029): the girls-only and
     * guys-only searches filter on it in the index instead of reading each trip's driver.
     */
    sexe_conducteur: char('sexe_conducteur', { length: 1 }).notNull().default('X'),
  },
  (table) => [
    primaryKey({ columns: [table.trajet_id, table.pos_depart, table.pos_arrivee] }),
    // Covering: the search is an index-only scan (date, then the two cells as `= any(...)`).
    index('trajets_troncons_recherche_idx').on(
      table.date,
      table.cellule_depart,
      table.cellule_arrivee,
      table.reservable,
      table.depart_le,
      table.latitude_depart,
      table.longitude_depart,
      table.latitude_arrivee,
      table.longitude_arrivee,
      table.trajet_id,
      table.pos_depart,
      table.pos_arrivee,
      table.montant,
      table.resa_automatique,
      table.sexe_conducteur,
    ),
  ],
);

/** docs/product/trips-and-search.md Search log (admin): localite, moment, nom_commune_depart, nom_commune_arrivee. */
export const recherches = pgTable(
  'recherches',
  {
    id: serial('id').primaryKey(),
    moment: timestamp('moment', { withTimezone: true }).notNull().defaultNow(),
    localite: varchar('localite', { length: 160 }),
    nom_commune_depart: varchar('nom_commune_depart', { length: 120 }).notNull(),
    nom_commune_arrivee: varchar('nom_commune_arrivee', { length: 120 }).notNull(),
    code_commune_depart: varchar('code_commune_depart', { length: 12 }).notNull(),
    code_commune_arrivee: varchar('code_commune_arrivee', { length: 12 }).notNull(),
    date_recherchee: date('date_recherchee', { mode: 'string' }).notNull(),
    nb_resultats: integer('nb_resultats').notNull(),
    utilisateur_id: integer('utilisateur_id').references(() => utilisateurs.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recherches_moment_idx').on(table.moment),
    index('recherches_utilisateur_id_idx').on(table.utilisateur_id),
    // The demand shown to drivers counts a pair's searches of the last 30 days.
    index('recherches_paire_idx').on(
      table.code_commune_depart,
      table.code_commune_arrivee,
      table.moment,
    ),
  ],
);

/**
 * Promo codes (docs/product/trips-and-search.md: "must be accepted by the server check"; the format is not shown): a
 * percentage or an amount in cents, a global use limit, a per-driver cap and a validity window.
 * Booking spends them (POST /code-promo); this table only checks them.
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
