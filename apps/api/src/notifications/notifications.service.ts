import type { FastifyInstance } from 'fastify';
import {
  NOTIFICATION_EVENT,
  userChannel,
  type NotificationEvent,
} from '@bonneroute/shared/realtime';
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from '@bonneroute/shared/notifications';
import type { PageRequest } from '@bonneroute/shared/api';
import type { DbOrTx } from '../db/client';
import type { AppDeps } from '../lib/app-deps';
import {
  countUnread,
  insertNotifications,
  listNotifications,
  markRead,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository';

export function toWire(row: NotificationRow): Notification {
  const type = row.type_notif_code as NotificationType;
  return {
    id: row.id,
    date_publication: row.date_publication.toISOString(),
    type_notif_code: type,
    libelle: NOTIFICATION_TYPES[type] ?? type,
    details: row.details,
    trajet_id: row.trajet_id,
    lu: row.lu_le ? 1 : 0,
  };
}

/**
 * Notifications in two steps, because a notification belongs to a change: `create` inserts in the
 * caller's transaction; `announce` (after the commit) pushes the new unread count to the users'
 * open tabs. `notify` does both when there is no surrounding transaction.
 */
export function createNotificationService(app: FastifyInstance) {
  async function announce(rows: NotificationRow[]): Promise<void> {
    const latestByUser = new Map<number, NotificationRow>();
    for (const row of rows) latestByUser.set(row.utilisateur_id, row);
    await Promise.all(
      [...latestByUser].map(async ([userId, row]) => {
        const event: NotificationEvent = {
          unread: await countUnread(app.db, userId),
          notification: {
            id: row.id,
            type_notif_code: row.type_notif_code,
            date_publication: row.date_publication.toISOString(),
          },
        };
        await app.realtime.publish({
          channel: userChannel(userId),
          event: NOTIFICATION_EVENT,
          data: event,
        });
      }),
    );
  }

  return {
    create: (tx: DbOrTx, items: NewNotification[]) => insertNotifications(tx, items),
    announce,
    async notify(items: NewNotification[]): Promise<NotificationRow[]> {
      const rows = await insertNotifications(app.db, items);
      await announce(rows);
      return rows;
    },
    /** The unread count changed without a new notification (read elsewhere). */
    async announceCount(userId: number): Promise<void> {
      const event: NotificationEvent = {
        unread: await countUnread(app.db, userId),
        notification: null,
      };
      await app.realtime.publish({
        channel: userChannel(userId),
        event: NOTIFICATION_EVENT,
        data: event,
      });
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

/** A page of the user's notifications, newest first, and the unread count for the bubble. */
export async function pageNotifications(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  page: PageRequest,
) {
  const [{ rows, total }, unread] = await Promise.all([
    listNotifications(deps.db, userId, page),
    countUnread(deps.db, userId),
  ]);
  return { rows: rows.map(toWire), total, unread };
}

/** Marks some notifications (or all without ids) read, tells the open tabs, gives the new count. */
export async function markNotificationsRead(
  deps: Pick<AppDeps, 'db' | 'notifications'>,
  userId: number,
  ids?: number[],
): Promise<number> {
  await markRead(deps.db, userId, ids);
  await deps.notifications.announceCount(userId);
  return countUnread(deps.db, userId);
}
