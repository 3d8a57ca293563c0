import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { paiements } from './money';
import { utilisateurs } from './utilisateurs';

/**
 * A difference between the card processor's book and our ledger, found by the reconciliation
 * job (issue 15). `cle` names what differs (`paiement:12:capture`, `versements:7`…): while the
 * difference stays, the same row is seen again (`vu_le`); once gone it is RESOLU. `action` says
 * what the job did about it (a hold voided…) or that the team must look.
 */
export const ecarts_rapprochement = pgTable(
  'ecarts_rapprochement',
  {
    id: serial('id').primaryKey(),
    cle: varchar('cle', { length: 120 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    paiement_id: integer('paiement_id').references(() => paiements.id),
    utilisateur_id: integer('utilisateur_id').references(() => utilisateurs.id),
    reference: varchar('reference', { length: 100 }),
    montant_processeur: integer('montant_processeur').notNull().default(0),
    montant_grand_livre: integer('montant_grand_livre').notNull().default(0),
    detail: text('detail').notNull(),
    action: text('action'),
    /** OUVERT, RESOLU. */
    statut: varchar('statut', { length: 16 }).notNull().default('OUVERT'),
    vu_le: timestamp('vu_le', { withTimezone: true }).notNull().defaultNow(),
    resolu_le: timestamp('resolu_le', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ecarts_rapprochement_ouverts_unique')
      .on(table.cle)
      .where(sql`${table.statut} = 'OUVERT'`),
    index('ecarts_rapprochement_paiement_id_idx').on(table.paiement_id),
    index('ecarts_rapprochement_utilisateur_id_idx').on(table.utilisateur_id),
    index('ecarts_rapprochement_resolu_le_idx').on(table.resolu_le),
  ],
);

/** Each run of the reconciliation: when, both sides' totals, how many differences. */
export const rapprochements = pgTable('rapprochements', {
  id: serial('id').primaryKey(),
  totaux: jsonb('totaux').notNull(),
  nb_ecarts: integer('nb_ecarts').notNull(),
  en_cours: integer('en_cours').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
