import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  char,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { utilisateurs } from './accounts';
import { adresses } from './adresses';
import { seriesTrajets } from './series';

/**
 * docs/product/README.md Trip. Money is integer cents (`montant_contribution` = 3000 for 30 €).
 * `depart_le` is date + heure in Europe/Paris, kept for ordering and "not in the past" filters.
 */
export const trajets = pgTable(
  'trajets',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id),
    parent_id: integer('parent_id').references((): AnyPgColumn => trajets.id),
    /** Migration 0051: the regular trip this date belongs to, its outward trip, its return. */
    serie_id: integer('serie_id').references(() => seriesTrajets.id, { onDelete: 'set null' }),
    aller_id: integer('aller_id').references((): AnyPgColumn => trajets.id, {
      onDelete: 'set null',
    }),
    retour_id: integer('retour_id').references((): AnyPgColumn => trajets.id, {
      onDelete: 'set null',
    }),
    date: date('date', { mode: 'string' }).notNull(),
    heure: time('heure').notNull(),
    depart_le: timestamp('depart_le', { withTimezone: true }).notNull(),
    adresse_depart: text('adresse_depart').notNull(),
    adresse_arrivee: text('adresse_arrivee').notNull(),
    adresse_depart_id: integer('adresse_depart_id').references(() => adresses.id),
    adresse_arrivee_id: integer('adresse_arrivee_id').references(() => adresses.id),
    ville_depart: varchar('ville_depart', { length: 120 }).notNull(),
    ville_arrivee: varchar('ville_arrivee', { length: 120 }).notNull(),
    code_commune_depart: varchar('code_commune_depart', { length: 12 }).notNull(),
    code_commune_arrivee: varchar('code_commune_arrivee', { length: 12 }).notNull(),
    latitude_depart: doublePrecision('latitude_depart').notNull(),
    longitude_depart: doublePrecision('longitude_depart').notNull(),
    latitude_arrivee: doublePrecision('latitude_arrivee').notNull(),
    longitude_arrivee: doublePrecision('longitude_arrivee').notNull(),
    /** docs/product/trips-and-search.md#meeting-points: the driver's note on each end's point. */
    note_depart: varchar('note_depart', { length: 200 }),
    note_arrivee: varchar('note_arrivee', { length: 200 }),
    duree_secondes: integer('duree_secondes'),
    distance_metres: integer('distance_metres'),
    montant_contribution: integer('montant_contribution').notNull(),
    nb_places_proposees: smallint('nb_places_proposees').notNull(),
    nb_places_reservees: smallint('nb_places_reservees').notNull().default(0),
    is_resa_automatique: boolean('is_resa_automatique').notNull().default(true),
    is_roles_passagers: boolean('is_roles_passagers').notNull().default(false),
    roles_passagers: varchar('roles_passagers', { length: 16 }).notNull().default('0,0,0,0,0'),
    description: text('description'),
    code_promo: varchar('code_promo', { length: 32 }),
    villes_etapes: jsonb('villes_etapes'),
    montants_etapes: jsonb('montants_etapes'),
    /** How the driver travels on this trip (shared/trips/preferences.ts), null: never said. */
    preferences: jsonb('preferences'),
    is_publie: boolean('is_publie').notNull().default(true),
    is_effectue: boolean('is_effectue').notNull().default(false),
    actif: boolean('actif').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trajets_utilisateur_id_idx').on(table.utilisateur_id),
    // A driver's publications of the last 24 hours (the publishing limit, decision 020).
    index('trajets_utilisateur_cree_idx').on(table.utilisateur_id, table.created_at),
    index('trajets_parent_id_idx').on(table.parent_id),
    index('trajets_serie_id_idx').on(table.serie_id),
    index('trajets_aller_id_idx').on(table.aller_id),
    index('trajets_retour_id_idx').on(table.retour_id),
    index('trajets_adresse_depart_id_idx').on(table.adresse_depart_id),
    index('trajets_adresse_arrivee_id_idx').on(table.adresse_arrivee_id),
    index('trajets_recherche_idx').on(
      table.date,
      table.code_commune_depart,
      table.code_commune_arrivee,
    ),
    index('trajets_depart_le_idx').on(table.depart_le),
    // Migration 0027: the girls-only / guys-only search reads each candidate's driver from it.
    index('trajets_id_conducteur_idx').on(table.id, table.utilisateur_id),
  ],
);

/**
 * A passenger's booking of seats on a trip (docs/product/README.md: "passagers", "Passenger acceptance").
 * statut: EN_ATTENTE (manual trip, waiting for the driver), CONFIRMEE, REFUSEE, ANNULEE.
 */
export const passagers = pgTable(
  'passagers',
  {
    id: serial('id').primaryKey(),
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id),
    nb_places_reservees: smallint('nb_places_reservees').notNull(),
    /**
     * The stops (trajets_arrets positions) where the passenger gets in and out: the booking
     * occupies the legs between them only (migration 0042). Null: the whole route.
     */
    pos_depart: smallint('pos_depart'),
    pos_arrivee: smallint('pos_arrivee'),
    statut: varchar('statut', { length: 24 }).notNull().default('CONFIRMEE'),
    datetime_acceptation: timestamp('datetime_acceptation', { withTimezone: true }),
    /** A « modification importante » of the trip after booking: full refund if cancelled. */
    modification_importante_le: timestamp('modification_importante_le', { withTimezone: true }),
    role: varchar('role', { length: 16 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('passagers_trajet_id_idx').on(table.trajet_id),
    index('passagers_utilisateur_id_idx').on(table.utilisateur_id),
    check(
      'passagers_troncon_check',
      sql`(${table.pos_depart} IS NULL AND ${table.pos_arrivee} IS NULL) OR (${table.pos_depart} >= 0 AND ${table.pos_arrivee} > ${table.pos_depart})`,
    ),
  ],
);

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
    /**
     * actif, published, not done and a seat left on this leg (departure time is checked by the
     * search). Migration 0042: per leg, kept by the bookings' triggers.
     */
    reservable: boolean('reservable').notNull(),
    resa_automatique: boolean('resa_automatique').notNull(),
    /**
     * The driver's `sexe` (M, F, X), kept by triggers (migration 0029): the girls-only and
     * guys-only searches filter on it in the index instead of reading each trip's driver.
     */
    sexe_conducteur: char('sexe_conducteur', { length: 1 }).notNull().default('X'),
    /**
     * Seats left on this leg: offered minus the most seats held on any of its elementary legs
     * (docs/decisions/028-seats-per-leg.md), kept by triggers in the booking's transaction.
     */
    nb_places_disponibles: smallint('nb_places_disponibles').notNull().default(0),
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
      table.nb_places_disponibles,
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
