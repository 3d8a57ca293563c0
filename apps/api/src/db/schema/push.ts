import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { utilisateurs } from './accounts';

/** The one VAPID key pair every instance signs pushes with (migration 0046). */
export const clesVapid = pgTable('cles_vapid', {
  id: smallint('id').primaryKey().default(1),
  cle_publique: text('cle_publique').notNull(),
  cle_privee: text('cle_privee').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's PushSubscription (RFC 8030 endpoint, RFC 8291 keys) of a member. */
export const abonnementsPush = pgTable(
  'abonnements_push',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    derniere_reussite_le: timestamp('derniere_reussite_le', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('abonnements_push_endpoint_idx').on(table.endpoint),
    index('abonnements_push_utilisateur_idx').on(table.utilisateur_id),
  ],
);

/** A member's channels for one kind of event; no row = the default of the kind. */
export const preferencesNotifications = pgTable(
  'preferences_notifications',
  {
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    categorie: varchar('categorie', { length: 24 }).notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.utilisateur_id, table.categorie] })],
);
