import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { trajets } from './trips';
import { utilisateurs } from './accounts';

/** docs/product/messaging.md Trip message: a question to the driver from trip detail, and the driver's answers. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    destinataire_id: integer('destinataire_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    objet: varchar('objet', { length: 120 }).notNull(),
    message: text('message').notNull(),
    is_public: boolean('is_public').notNull().default(true),
    /** Contact details were masked before a booking: the stored text is the masked one. */
    coordonnees_masquees: boolean('coordonnees_masquees').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_trajet_id_idx').on(table.trajet_id),
    index('messages_utilisateur_id_idx').on(table.utilisateur_id, table.created_at),
    index('messages_destinataire_id_idx').on(table.destinataire_id, table.created_at),
  ],
);

/** docs/product/messaging.md Chat message of a trip's live chat; the id orders them and lets clients catch up. */
export const messages_chat = pgTable(
  'messages_chat',
  {
    id: serial('id').primaryKey(),
    trajet_id: integer('trajet_id')
      .notNull()
      .references(() => trajets.id),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    texte: text('texte').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_chat_trajet_id_idx').on(table.trajet_id, table.id),
    index('messages_chat_utilisateur_id_idx').on(table.utilisateur_id, table.created_at),
  ],
);

/** docs/product/messaging.md POST /admin/public-message: the contact form, read by admins. */
export const messages_publics = pgTable(
  'messages_publics',
  {
    id: serial('id').primaryKey(),
    nom: varchar('nom', { length: 180 }).notNull(),
    email: varchar('email', { length: 180 }).notNull(),
    message: text('message').notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    utilisateur_id: integer('utilisateur_id').references(() => utilisateurs.id, {
      onDelete: 'set null',
    }),
    /** The team answered or closed it, and who did. */
    traite_le: timestamp('traite_le', { withTimezone: true }),
    traite_par: integer('traite_par').references(() => utilisateurs.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_publics_ip_idx').on(table.ip, table.created_at),
    index('messages_publics_utilisateur_id_idx').on(table.utilisateur_id),
  ],
);
