import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { utilisateurs } from './accounts';
import { trajets } from './trips';

/**
 * « Signaler » (docs/decisions/032-reports-and-decisions.md): a member reports a member, a trip,
 * a message or a review, once; the team decides with a statement of reasons. `contenu` keeps the
 * reported text as it was, so the decision can be read against it after a removal.
 */
export const signalements = pgTable(
  'signalements',
  {
    id: serial('id').primaryKey(),
    auteur_id: integer('auteur_id').references(() => utilisateurs.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 16 }).notNull(),
    cible_table: varchar('cible_table', { length: 16 }).notNull(),
    cible_id: integer('cible_id').notNull(),
    concerne_id: integer('concerne_id').references(() => utilisateurs.id, { onDelete: 'set null' }),
    trajet_id: integer('trajet_id').references(() => trajets.id, { onDelete: 'set null' }),
    motif: varchar('motif', { length: 32 }).notNull(),
    details: text('details'),
    contenu: text('contenu'),
    statut: varchar('statut', { length: 16 }).notNull().default('en_attente'),
    decision: varchar('decision', { length: 16 }),
    decision_motifs: text('decision_motifs'),
    decide_le: timestamp('decide_le', { withTimezone: true }),
    decide_par: integer('decide_par').references(() => utilisateurs.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('signalements_auteur_cible_unique').on(
      table.auteur_id,
      table.cible_table,
      table.cible_id,
    ),
    index('signalements_cible_idx').on(table.cible_table, table.cible_id),
    index('signalements_concerne_id_idx').on(table.concerne_id),
    index('signalements_trajet_id_idx').on(table.trajet_id),
    index('signalements_decide_par_idx').on(table.decide_par),
    index('signalements_statut_idx').on(table.statut, table.created_at),
    check(
      'signalements_type_check',
      sql`${table.type} IN ('utilisateur', 'trajet', 'message', 'avis')`,
    ),
    check(
      'signalements_cible_table_check',
      sql`${table.cible_table} IN ('utilisateurs', 'trajets', 'messages', 'messages_chat', 'avis')`,
    ),
    check(
      'signalements_statut_check',
      sql`${table.statut} IN ('en_attente', 'decide', 'conteste', 'revu')`,
    ),
    check(
      'signalements_decision_check',
      sql`${table.decision} IN ('rejete', 'avertissement', 'contenu_retire', 'suspension')`,
    ),
    check(
      'signalements_check',
      sql`${table.auteur_id} IS NULL OR ${table.auteur_id} <> ${table.concerne_id}`,
    ),
  ],
);

/** Each party (the reporter, the member concerned) may contest a decision once. */
export const signalements_contestations = pgTable(
  'signalements_contestations',
  {
    id: serial('id').primaryKey(),
    signalement_id: integer('signalement_id')
      .notNull()
      .references(() => signalements.id, { onDelete: 'cascade' }),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    par: varchar('par', { length: 16 }).notNull(),
    motif: text('motif').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('signalements_contestations_unique').on(table.signalement_id, table.utilisateur_id),
    index('signalements_contestations_utilisateur_id_idx').on(table.utilisateur_id),
    check('signalements_contestations_par_check', sql`${table.par} IN ('auteur', 'concerne')`),
  ],
);
