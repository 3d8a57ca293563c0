import {
  bigserial,
  char,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { utilisateurs } from './accounts';

/**
 * One-time links of e-mail validation (`/validation-email/{hash}/…`) and password
 * reset (`/reset-mot-de-passe/{hash}/…`). Only the SHA-256 of the link's hash is stored.
 */
export const user_tokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    /** EMAIL_VALIDATION or PASSWORD_RESET. */
    purpose: varchar('purpose', { length: 32 }).notNull(),
    token_hash: char('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_tokens_token_hash_unique').on(table.token_hash),
    index('user_tokens_utilisateur_id_idx').on(table.utilisateur_id, table.purpose),
  ],
);

/**
 * Throttling memory shared by every API process: failed logins (per account and per IP) and
 * e-mail availability checks (per IP). Rows older than the longest window are pruned.
 */
export const auth_events = pgTable(
  'auth_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** LOGIN_ATTEMPT (password being checked), LOGIN_FAILURE or EMAIL_CHECK. */
    kind: varchar('kind', { length: 32 }).notNull(),
    email: varchar('email', { length: 180 }),
    ip: varchar('ip', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_events_email_idx').on(table.kind, table.email, table.created_at),
    index('auth_events_ip_idx').on(table.kind, table.ip, table.created_at),
    index('auth_events_created_at_idx').on(table.created_at),
  ],
);
