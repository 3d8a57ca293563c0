import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
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

/** docs/product/README.md User. `date_naissance` null is shown as 0000-00-00 on the wire. */
export const utilisateurs = pgTable(
  'utilisateurs',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 180 }).notNull(),
    prenom: varchar('prenom', { length: 75 }).notNull(),
    nom: varchar('nom', { length: 75 }).notNull(),
    date_naissance: date('date_naissance', { mode: 'string' }),
    sexe: char('sexe', { length: 1 }).notNull().default('X'),
    password_hash: text('password_hash'),
    avatar: text('avatar'),
    role: varchar('role', { length: 16 }).notNull().default('USER'),
    activated: boolean('activated').notNull().default(false),
    email_valide_le: timestamp('email_valide_le', { withTimezone: true }),
    google_sub: varchar('google_sub', { length: 255 }),
    is_demo: boolean('is_demo').notNull().default(false),
    /** Suspended by the team: no login, no session, future trips cancelled. */
    suspendu_le: timestamp('suspendu_le', { withTimezone: true }),
    motif_suspension: varchar('motif_suspension', { length: 255 }),
    // When the user first shared the site (dashboard badge FILOU, docs/product/README.md).
    partage_le: timestamp('partage_le', { withTimezone: true }),
    /**
     * The member deleted their account (docs/product/accounts.md): the row is anonymised and kept
     * for the payments, reviews and messages that point at it; nobody can sign in to it.
     */
    supprime_le: timestamp('supprime_le', { withTimezone: true }),
    /**
     * The last session opened (password or Google), for the inactive accounts' deletion
     * (docs/product/accounts.md#retention).
     */
    derniere_connexion_le: timestamp('derniere_connexion_le', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** When the "your account will be deleted" e-mail went; a new login clears it. */
    inactivite_avertie_le: timestamp('inactivite_avertie_le', { withTimezone: true }),
    /** The terms and privacy notice accepted at sign-up: version and date (docs/product/accounts.md). */
    conditions_version: varchar('conditions_version', { length: 20 }),
    conditions_acceptees_le: timestamp('conditions_acceptees_le', { withTimezone: true }),
    /** The newsletter opt-in, separate from the terms; null when never given or withdrawn. */
    newsletter_acceptee_le: timestamp('newsletter_acceptee_le', { withTimezone: true }),
    // The published, visible reviews received, kept with each change of them (the
    // trip payload shows the average without reading the reviews).
    /** The member's travel preferences, copied onto each trip they publish (preferences.ts). */
    preferences: jsonb('preferences'),
    nb_avis: integer('nb_avis').notNull().default(0),
    somme_notes: integer('somme_notes').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // E-mails are stored lower-cased and trimmed; uniqueness is case-insensitive by construction.
    uniqueIndex('utilisateurs_email_unique').on(sql`lower(${table.email})`),
    index('utilisateurs_role_idx').on(table.role),
    // Google sign-in: one BonneRoute account per Google account.
    uniqueIndex('utilisateurs_google_sub_unique').on(table.google_sub),
    // The retention job's daily look for inactive accounts.
    index('utilisateurs_derniere_connexion_le_idx').on(table.derniere_connexion_le),
  ],
);

/** Server-side sessions: the bearer token is stored only as a SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    token_hash: char('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 512 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Navigations are credited up to this instant, one minute of session per elapsed
     * minute at most (POST /auth/extend moves it forward by what it credits).
     */
    credited_until: timestamp('credited_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.token_hash),
    index('sessions_utilisateur_id_idx').on(table.utilisateur_id),
  ],
);
