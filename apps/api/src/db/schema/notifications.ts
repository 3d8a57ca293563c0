import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { trajets } from './trips';
import { utilisateurs } from './accounts';

/** docs/product/messaging.md Notification: id, date_publication, type_notif_code; read when seen. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    utilisateur_id: integer('utilisateur_id')
      .notNull()
      .references(() => utilisateurs.id, { onDelete: 'cascade' }),
    type_notif_code: varchar('type_notif_code', { length: 40 }).notNull(),
    details: text('details'),
    trajet_id: integer('trajet_id').references(() => trajets.id),
    date_publication: timestamp('date_publication', { withTimezone: true }).notNull().defaultNow(),
    lu_le: timestamp('lu_le', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_utilisateur_id_idx').on(table.utilisateur_id, table.date_publication),
    index('notifications_trajet_id_idx').on(table.trajet_id),
  ],
);
