import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  date,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { utilisateurs } from './utilisateurs';
import { adresses } from './adresses';

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
    statut: varchar('statut', { length: 24 }).notNull().default('CONFIRMEE'),
    datetime_acceptation: timestamp('datetime_acceptation', { withTimezone: true }),
    role: varchar('role', { length: 16 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('passagers_trajet_id_idx').on(table.trajet_id),
    index('passagers_utilisateur_id_idx').on(table.utilisateur_id),
  ],
);
