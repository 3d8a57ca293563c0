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
import { utilisateurs } from './accounts';

/**
 * Every e-mail the product sends (apps/api/src/mail). Without SMTP_URL the row *is* the outbox
 * the admin e-mail page lists (status OUTBOX); with SMTP it records the delivery
 * (PENDING → SENT, retried by the `send_email` job; FAILED after the last attempt).
 */
export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Which template produced it (validation-email, password-reset, …). */
    template: varchar('template', { length: 64 }).notNull(),
    utilisateur_id: integer('utilisateur_id').references(() => utilisateurs.id, {
      onDelete: 'set null',
    }),
    /** outbox or smtp: where it was meant to go when created. */
    transport: varchar('transport', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** One mail per event: the same key (e.g. `reservation-confirmee:42`) is not sent twice. */
    dedup_key: varchar('dedup_key', { length: 160 }),
    /**
     * The one-time secrets (link tokens) of an outbox mail, which its html/text carry
     * only as markers (apps/api/src/mail/mail-secrets.ts). Never selected by an HTTP route; null
     * for SMTP mails, whose secrets live in the delivery job alone.
     */
    secrets: text('secrets').array(),
    /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('emails_utilisateur_id_idx').on(table.utilisateur_id),
    index('emails_created_at_idx').on(table.created_at),
    index('emails_status_idx').on(table.status),
    uniqueIndex('emails_dedup_key_unique').on(table.dedup_key),
  ],
);
