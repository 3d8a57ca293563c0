import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { trajets } from './trips';
import { utilisateurs } from './accounts';

/**
 * The review window of a done trip, opened by the trips-done job: until
 * `date_limite` its travellers may review each other; then every review still waiting is
 * published. Computed once with the shared rule (`reviewDeadline`).
 */
export const avis_fenetres = pgTable(
  'avis_fenetres',
  {
    id: serial('id').primaryKey(),
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id),
    arrivee_le: timestamp('arrivee_le', { withTimezone: true }).notNull(),
    date_limite: timestamp('date_limite', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('avis_fenetres_trajet_id_unique').on(table.trajet_id),
    index('avis_fenetres_date_limite_idx').on(table.date_limite),
  ],
);

/**
 * A review of one traveller by another for one trip: 1 to 5 stars and a plain-text comment.
 * Double-blind: `publie_le` stays null until the other side has reviewed too or the window ends.
 * The reviewed person may reply once; the team may hide it (`masque_le`, with a reason).
 */
export const avis = pgTable(
  'avis',
  {
    id: serial('id').primaryKey(),
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id),
    auteur_id: integer('auteur_id')
      .notNull()
      .references(() => utilisateurs.id),
    cible_id: integer('cible_id')
      .notNull()
      .references(() => utilisateurs.id),
    note: smallint('note').notNull(),
    commentaire: text('commentaire'),
    date_limite: timestamp('date_limite', { withTimezone: true }).notNull(),
    publie_le: timestamp('publie_le', { withTimezone: true }),
    reponse: text('reponse'),
    reponse_le: timestamp('reponse_le', { withTimezone: true }),
    masque_le: timestamp('masque_le', { withTimezone: true }),
    masque_motif: varchar('masque_motif', { length: 255 }),
    masque_par: integer('masque_par').references(() => utilisateurs.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('avis_trajet_auteur_cible_unique').on(
      table.trajet_id,
      table.auteur_id,
      table.cible_id,
    ),
    index('avis_cible_id_idx').on(table.cible_id, table.publie_le),
    index('avis_auteur_id_idx').on(table.auteur_id, table.created_at),
    index('avis_masque_par_idx').on(table.masque_par),
    index('avis_a_publier_idx')
      .on(table.date_limite)
      .where(sql`publie_le IS NULL`),
    check('avis_note_check', sql`${table.note} BETWEEN 1 AND 5`),
    check('avis_pas_soi_meme_check', sql`${table.auteur_id} <> ${table.cible_id}`),
    check('avis_commentaire_longueur_check', sql`char_length(${table.commentaire}) <= 500`),
    check('avis_reponse_longueur_check', sql`char_length(${table.reponse}) <= 500`),
  ],
);

/** « Signaler »: one report per member and review; the team keeps or hides the review. */
export const avis_signalements = pgTable(
  'avis_signalements',
  {
    id: serial('id').primaryKey(),
    avis_id: integer('avis_id')
      .notNull()
      .references(() => avis.id, { onDelete: 'cascade' }),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    motif: text('motif').notNull(),
    traite_le: timestamp('traite_le', { withTimezone: true }),
    traite_par: integer('traite_par').references(() => utilisateurs.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('avis_signalements_avis_utilisateur_unique').on(
      table.avis_id,
      table.utilisateur_id,
    ),
    index('avis_signalements_utilisateur_id_idx').on(table.utilisateur_id),
    index('avis_signalements_traite_par_idx').on(table.traite_par),
    index('avis_signalements_ouverts_idx')
      .on(table.avis_id)
      .where(sql`traite_le IS NULL`),
  ],
);
