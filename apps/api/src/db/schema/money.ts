import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { passagers, trajets } from './trips';
import { utilisateurs } from './accounts';

/**
 * One card payment for one booking. `montant` is the driver's share, `fees`
 * ours, both in cents and recomputed by the server. `idempotency_key` is the form's `token`:
 * a retry with the same key answers the same payment instead of charging again.
 */
export const paiements = pgTable(
  'paiements',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id),
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id),
    conducteur_id: integer('conducteur_id')
      .notNull()
      .references(() => utilisateurs.id),
    passager_id: integer('passager_id')
      .notNull()
      .references(() => passagers.id),
    nb_places: smallint('nb_places').notNull(),
    montant: integer('montant').notNull(),
    fees: integer('fees').notNull(),
    status: varchar('status', { length: 32 }).notNull(),
    idempotency_key: varchar('idempotency_key', { length: 100 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The processor's authorisation, then its capture (a refund refers to the capture). */
    provider_ref: varchar('provider_ref', { length: 100 }),
    capture_ref: varchar('capture_ref', { length: 100 }),
    /** Last four digits only, for the receipts. */
    carte_fin: varchar('carte_fin', { length: 4 }),
    ip_address: varchar('ip_address', { length: 64 }),
    browser_info: jsonb('browser_info'),
    echec_raison: text('echec_raison'),
    /**
     * The secret of the 3-D Secure return link (`/paiements/{id}/retour?cle=…`), which
     * the browser follows without a session: only the payer holds it.
     */
    cle_retour: varchar('cle_retour', { length: 64 }),
    date_paiement: timestamp('date_paiement', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('paiements_idempotency_unique').on(table.utilisateur_id, table.idempotency_key),
    index('paiements_utilisateur_id_idx').on(table.utilisateur_id),
    index('paiements_trajet_id_idx').on(table.trajet_id),
    index('paiements_conducteur_id_idx').on(table.conducteur_id),
    index('paiements_passager_id_idx').on(table.passager_id),
  ],
);

/**
 * The ledger: immutable double-entry rows (a trigger refuses UPDATE and DELETE, see
 * drizzle/*_ledger_immutable.sql). Every movement (`mouvement_id`) sums to zero; a balance is
 * the sum of an account's rows. Accounts: CARTE (the passenger's card, outside), EMPREINTE
 * (held on the card), SEQUESTRE (the drivers' money until payout), CONDUCTEUR (owed to a driver),
 * FRAIS (our fees), PROMOTION (bonuses we pay), VIREMENT (left to a bank account).
 */
export const ecritures = pgTable(
  'ecritures',
  {
    id: serial('id').primaryKey(),
    mouvement_id: uuid('mouvement_id').notNull(),
    /** AUTORISATION, CAPTURE, LIBERATION, REMBOURSEMENT, BONUS, VERSEMENT. */
    type: varchar('type', { length: 24 }).notNull(),
    compte: varchar('compte', { length: 16 }).notNull(),
    utilisateur_id: integer('utilisateur_id').references(() => utilisateurs.id),
    paiement_id: integer('paiement_id').references(() => paiements.id),
    trajet_id: integer('trajet_id').references(() => trajets.id),
    /** The processor operation this movement is the ledger side of. */
    operation_id: integer('operation_id').references((): AnyPgColumn => operations_paiement.id),
    montant: integer('montant').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ecritures_mouvement_id_idx').on(table.mouvement_id),
    index('ecritures_operation_id_idx').on(table.operation_id),
    index('ecritures_utilisateur_id_idx').on(table.utilisateur_id, table.compte),
    index('ecritures_paiement_id_idx').on(table.paiement_id),
    index('ecritures_trajet_id_idx').on(table.trajet_id),
  ],
);

/**
 * The embedded sandbox card processor's own book (PAYMENT_PROVIDER=sandbox): what it authorised,
 * captured, voided and refunded, so it behaves like a processor across restarts.
 */
export const sandbox_operations = pgTable('sandbox_operations', {
  id: serial('id').primaryKey(),
  reference: varchar('reference', { length: 64 }).notNull().unique(),
  /** The idempotency key of the authorisation that created the hold. */
  cle: varchar('cle', { length: 100 }).unique(),
  /** Our label (`paiement:12`), as Mangopay's Tag. */
  etiquette: varchar('etiquette', { length: 64 }),
  montant: integer('montant').notNull(),
  capture: integer('capture').notNull().default(0),
  rembourse: integer('rembourse').notNull().default(0),
  /** CHALLENGE, AUTORISE, CAPTURE, ANNULE, REFUSE. */
  etat: varchar('etat', { length: 16 }).notNull(),
  carte_fin: varchar('carte_fin', { length: 4 }).notNull(),
  retour_url: text('retour_url'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Trips registered for the discovery offer (`BONNEROUTE10`). A row reserves one of the 900
 * places; it becomes ACCORDE (bonus paid in the ledger) when the trip is done full with at least
 * 2 carpoolers, or NON_ELIGIBLE, which frees the place.
 */
export const offres_decouverte = pgTable(
  'offres_decouverte',
  {
    id: serial('id').primaryKey(),
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id),
    code: varchar('code', { length: 32 }).notNull(),
    /** RESERVE, ACCORDE, NON_ELIGIBLE. */
    statut: varchar('statut', { length: 16 }).notNull().default('RESERVE'),
    montant: integer('montant').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('offres_decouverte_trajet_unique').on(table.trajet_id),
    index('offres_decouverte_utilisateur_id_idx').on(table.utilisateur_id),
  ],
);

/**
 * The sandbox processor's idempotency store and journal: one row per key it ever received, with
 * the answer it gave. The same key always gets the same answer and never a second operation
 * (as Mangopay's and Stripe's Idempotency-Key). Payouts live only here (type VERSEMENT).
 */
export const sandbox_requetes = pgTable(
  'sandbox_requetes',
  {
    id: serial('id').primaryKey(),
    cle: varchar('cle', { length: 100 }).notNull().unique(),
    /** AUTORISATION, CAPTURE, ANNULATION, REMBOURSEMENT, VERSEMENT. */
    type: varchar('type', { length: 16 }).notNull(),
    /** The hold (card operations) or the payout this request is about. */
    reference: varchar('reference', { length: 64 }),
    montant: integer('montant').notNull().default(0),
    /** Payouts: who receives them (our label). */
    beneficiaire: varchar('beneficiaire', { length: 64 }),
    /** Payouts: the country of the bank account paid (its IBAN's first two letters: FR, BE…). */
    pays: char('pays', { length: 2 }),
    reponse: jsonb('reponse'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_requetes_reference_idx').on(table.reference),
    index('sandbox_requetes_type_idx').on(table.type),
  ],
);

/**
 * Every call to the card processor, recorded before it is made: one row per
 * operation (authorise, capture, void, refund, payout) with its own idempotency key `cle`, sent
 * to the processor. PREVUE until the answer is stored (REUSSIE with the processor's reference,
 * or ECHOUEE); a row left PREVUE by a crash is finished by the recovery job, which asks the
 * processor what it did with that key. `bail_jusqu_a` is the lease of whoever is executing it.
 */
export const operations_paiement = pgTable(
  'operations_paiement',
  {
    id: serial('id').primaryKey(),
    /** AUTORISATION, CAPTURE, ANNULATION, REMBOURSEMENT, VERSEMENT. */
    type: varchar('type', { length: 16 }).notNull(),
    cle: varchar('cle', { length: 100 }).notNull().unique(),
    paiement_id: integer('paiement_id').references(() => paiements.id),
    /** Payouts: the driver paid. */
    utilisateur_id: integer('utilisateur_id').references(() => utilisateurs.id),
    montant: integer('montant').notNull(),
    /** PREVUE, REUSSIE, ECHOUEE. */
    statut: varchar('statut', { length: 16 }).notNull().default('PREVUE'),
    /** The processor's reference of the result (hold, capture, refund, payout). */
    reference: varchar('reference', { length: 100 }),
    /** 3-D Secure: where the payer authenticates (answered again to a replay). */
    redirect_url: text('redirect_url'),
    erreur: text('erreur'),
    tentatives: integer('tentatives').notNull().default(0),
    bail_jusqu_a: timestamp('bail_jusqu_a', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operations_paiement_paiement_id_idx').on(table.paiement_id),
    index('operations_paiement_utilisateur_id_idx').on(table.utilisateur_id),
    index('operations_paiement_prevues_idx')
      .on(table.created_at)
      .where(sql`${table.statut} = 'PREVUE'`),
  ],
);

/**
 * A difference between the card processor's book and our ledger, found by the reconciliation
 * job. `cle` names what differs (`paiement:12:capture`, `versements:7`…): while the
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
