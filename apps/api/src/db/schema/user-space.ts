import {
  boolean,
  char,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { utilisateurs } from './accounts';

const userRef = () =>
  integer('utilisateur_id')
    .notNull()
    .references(() => utilisateurs.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** docs/product/user-space.md GET/POST/PUT /utilisateurs/{id}/info: the extra info, at most one row per user. */
export const utilisateurs_infos = pgTable(
  'utilisateurs_infos',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: userRef(),
    nationalite: char('nationalite', { length: 2 }).notNull(),
    pays_residence: char('pays_residence', { length: 2 }).notNull(),
    adresse: varchar('adresse', { length: 255 }),
    ville: varchar('ville', { length: 120 }),
    code_postal: varchar('code_postal', { length: 10 }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [uniqueIndex('utilisateurs_infos_utilisateur_id_unique').on(table.utilisateur_id)],
);

/**
 * docs/product/user-space.md `mobile` / `telephone_infos.numero`: the user's mobile, verified by an SMS code, in
 * E.164 (« +33612345678 », « +32470123456 »: at most 15 digits after the plus).
 */
export const telephones = pgTable(
  'telephones',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: userRef(),
    numero: varchar('numero', { length: 16 }).notNull(),
    verifie_le: timestamp('verifie_le', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [uniqueIndex('telephones_utilisateur_id_unique').on(table.utilisateur_id)],
);

/**
 * docs/product/user-space.md OTP (id, prenom, nom, numero, token, sent flag): one SMS code per saved number.
 * `sent` is false while the SMS sender could not deliver it (the admin list offers to send it).
 */
export const otps_mobiles = pgTable(
  'otps_mobiles',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: userRef(),
    /** The number the code was sent to, in E.164. */
    numero: varchar('numero', { length: 16 }).notNull(),
    token: char('token', { length: 6 }).notNull(),
    sent: boolean('sent').notNull().default(false),
    tentatives: smallint('tentatives').notNull().default(0),
    bloque_jusqu_au: timestamp('bloque_jusqu_au', { withTimezone: true }),
    expire_le: timestamp('expire_le', { withTimezone: true }).notNull(),
    utilise_le: timestamp('utilise_le', { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index('otps_mobiles_utilisateur_id_idx').on(table.utilisateur_id, table.created_at)],
);

/** docs/product/user-space.md documents keyed by CNI, PASSPORT, PERMIS; files live under DATA_DIR, never public. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: userRef(),
    type_doc_code: varchar('type_doc_code', { length: 16 }).notNull(),
    fichier: varchar('fichier', { length: 255 }).notNull(),
    mimetype: varchar('mimetype', { length: 64 }).notNull(),
    is_verifie: boolean('is_verifie').notNull().default(false),
    /** When the team verified it: the image is erased RETENTION_IDENTITY_DOCUMENT_DAYS later. */
    verifie_le: timestamp('verifie_le', { withTimezone: true }),
    /** When the retention job erased the image; the row (type, result) stays. */
    image_supprimee_le: timestamp('image_supprimee_le', { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('documents_utilisateur_type_unique').on(table.utilisateur_id, table.type_doc_code),
  ],
);

/** docs/product/user-space.md Vehicle. */
export const vehicules = pgTable(
  'vehicules',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: userRef(),
    marque: varchar('marque', { length: 60 }).notNull(),
    modele: varchar('modele', { length: 60 }).notNull(),
    couleur: varchar('couleur', { length: 30 }).notNull(),
    // Migration 0045: shown to the driver's confirmed passengers only (next trip, share link).
    immatriculation: varchar('immatriculation', { length: 16 }),
    created_at: createdAt(),
  },
  (table) => [index('vehicules_utilisateur_id_idx').on(table.utilisateur_id)],
);

/** docs/product/user-space.md Bank details, one per user. */
export const ibans = pgTable(
  'ibans',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: userRef(),
    iban: varchar('iban', { length: 34 }).notNull(),
    prenom: varchar('prenom', { length: 75 }).notNull(),
    nom: varchar('nom', { length: 75 }).notNull(),
    adresse: varchar('adresse', { length: 255 }).notNull(),
    ville: varchar('ville', { length: 120 }).notNull(),
    code_postal: varchar('code_postal', { length: 10 }).notNull(),
    pays: char('pays', { length: 2 }).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [uniqueIndex('ibans_utilisateur_id_unique').on(table.utilisateur_id)],
);
