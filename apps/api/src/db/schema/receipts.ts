import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ecritures, paiements } from './money';
import { utilisateurs } from './accounts';

/**
 * docs/product/booking-and-money.md#receipts-and-credit-notes: one receipt (RECU, `BR-2026-000123`)
 * per successful payment and one credit note (AVOIR, `AV-2026-000012`) per refund. The row is
 * written by a trigger in the very transaction that records the success or the refund
 * (drizzle/0036_receipts.sql), numbered from `recus_compteurs` under that counter's row lock:
 * a rolled-back payment gives its number back, so the numbers of a year have no gap and no
 * duplicate. What the paper says is copied here when it is issued (payer, trip, amounts), so a
 * later change of name, an erased account or a new fee never changes a receipt already issued.
 * Never deleted: the foreign keys have no cascade, and account deletion leaves these rows.
 */
export const recus = pgTable(
  'recus',
  {
    id: serial('id').primaryKey(),
    /** RECU or AVOIR. */
    type: varchar('type', { length: 8 }).notNull(),
    annee: smallint('annee').notNull(),
    sequence: integer('sequence').notNull(),
    numero: varchar('numero', { length: 20 }).notNull().unique(),
    paiement_id: integer('paiement_id')
      .notNull()
      .references(() => paiements.id),
    /** The payer, to whom the paper is addressed. */
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id),
    /** A credit note: the ledger row of the money given back to the card. */
    ecriture_id: integer('ecriture_id').references(() => ecritures.id),
    mouvement_id: uuid('mouvement_id'),
    payeur: text('payeur').notNull(),
    trajet_depart: text('trajet_depart').notNull(),
    trajet_arrivee: text('trajet_arrivee').notNull(),
    trajet_depart_le: timestamp('trajet_depart_le', { withTimezone: true }).notNull(),
    nb_places: smallint('nb_places').notNull(),
    /** Cents: the driver's share and our fee of the payment (a credit note: what came back). */
    montant: integer('montant').notNull(),
    fees: integer('fees').notNull(),
    emis_le: timestamp('emis_le', { withTimezone: true }).notNull().defaultNow(),
    /** What the PDF shows beyond the facts above (issuer, VAT, discount), fixed at the first download. */
    contenu: jsonb('contenu'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recus_sequence_unique').on(table.type, table.annee, table.sequence),
    index('recus_paiement_id_idx').on(table.paiement_id),
    index('recus_utilisateur_id_idx').on(table.utilisateur_id),
    uniqueIndex('recus_ecriture_id_unique').on(table.ecriture_id),
  ],
);

/** The last number given, per kind and year: its row lock is what keeps numbers in a row. */
export const recus_compteurs = pgTable(
  'recus_compteurs',
  {
    type: varchar('type', { length: 8 }).notNull(),
    annee: smallint('annee').notNull(),
    dernier: integer('dernier').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.type, table.annee] })],
);

/**
 * docs/product/booking-and-money.md#yearly-statement: the January 31 e-mail of a driver's yearly
 * statement, one row per driver and year, written in the transaction that queues the mail: a
 * rerun of the job, or a second API process, sends nothing twice.
 */
export const releves_envoyes = pgTable(
  'releves_envoyes',
  {
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id),
    annee: smallint('annee').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.utilisateur_id, table.annee] })],
);
