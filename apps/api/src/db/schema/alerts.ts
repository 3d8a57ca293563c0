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
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { trajets } from './trips';
import { utilisateurs } from './accounts';

/**
 * Trip alerts (docs/decisions/009-alerts.md). A member's alert belongs to the account
 * (`utilisateur_id`); a visitor's to an e-mail address confirmed by a link (double opt-in). Both
 * ends are filed under the grid cell of their town (near-grid.ts), the same cells as the trips'
 * legs, so a publication reads only the alerts whose two cells are near its stops.
 */
export const alertes = pgTable(
  'alertes',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id').references(() => utilisateurs.id, {
      onDelete: 'cascade',
    }),
    /** A visitor's address (lower case); null for a member (the account's address is used). */
    email: varchar('email', { length: 254 }),
    /** SHA-256 of the confirmation link's token, until it is used. */
    jeton_confirmation: varchar('jeton_confirmation', { length: 64 }),
    statut: varchar('statut', { length: 24 }).notNull(),
    ville_depart: varchar('ville_depart', { length: 120 }).notNull(),
    ville_arrivee: varchar('ville_arrivee', { length: 120 }).notNull(),
    code_commune_depart: varchar('code_commune_depart', { length: 12 }).notNull(),
    code_commune_arrivee: varchar('code_commune_arrivee', { length: 12 }).notNull(),
    latitude_depart: doublePrecision('latitude_depart').notNull(),
    longitude_depart: doublePrecision('longitude_depart').notNull(),
    latitude_arrivee: doublePrecision('latitude_arrivee').notNull(),
    longitude_arrivee: doublePrecision('longitude_arrivee').notNull(),
    cellule_depart: integer('cellule_depart').notNull(),
    cellule_arrivee: integer('cellule_arrivee').notNull(),
    /** Null with `tous_les_jours`. */
    date_debut: date('date_debut', { mode: 'string' }),
    date_fin: date('date_fin', { mode: 'string' }),
    tous_les_jours: boolean('tous_les_jours').notNull().default(false),
    /** Departure time window, Paris time "HH:MM" (both ends included). */
    heure_min: varchar('heure_min', { length: 5 }),
    heure_max: varchar('heure_max', { length: 5 }),
    nb_places: smallint('nb_places').notNull().default(1),
    /** When the last alert e-mail went out: later matches within the hour wait for the digest. */
    dernier_email_le: timestamp('dernier_email_le', { withTimezone: true }),
    /**
     * When the last summary of trips gathered beyond the owner's daily budget went out
     * (docs/decisions/020-registration-and-floods.md): at most one a day per alert.
     */
    dernier_regroupement_le: timestamp('dernier_regroupement_le', { withTimezone: true }),
    confirmee_le: timestamp('confirmee_le', { withTimezone: true }),
    cree_le: timestamp('cree_le', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('alertes_cellules_idx')
      .on(table.cellule_depart, table.cellule_arrivee)
      .where(sql`statut = 'ACTIVE'`),
    index('alertes_utilisateur_idx').on(table.utilisateur_id),
    index('alertes_email_idx').on(table.email),
    index('alertes_jeton_idx').on(table.jeton_confirmation),
  ],
);

/** One row per (alert, trip): an alert is told about a trip once. */
export const alertes_envois = pgTable(
  'alertes_envois',
  {
    alerte_id: integer('alerte_id')
      .notNull()
      .references(() => alertes.id, { onDelete: 'cascade' }),
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id, { onDelete: 'cascade' }),
    /** The e-mail (first match or digest) that carried it; null while it waits for the digest. */
    email_id: integer('email_id'),
    /**
     * How the owner heard of it: UNITAIRE (a notification and a mail of its own, within the
     * owner's 20 a day), REGROUPEE (beyond them: in the alert's next summary) or DOUBLON (the
     * owner heard of the trip through another of their alerts).
     */
    annonce: varchar('annonce', { length: 12 }).notNull().default('UNITAIRE'),
    cree_le: timestamp('cree_le', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.alerte_id, table.trajet_id] }),
    index('alertes_envois_trajet_idx').on(table.trajet_id),
  ],
);

/** Keys for signed links (unsubscribe), created by the migration, shared by every process. */
export const cles_signature = pgTable('cles_signature', {
  nom: varchar('nom', { length: 40 }).primaryKey(),
  cle: text('cle').notNull(),
});
