import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PageRequest } from '@bonneroute/shared/api';
import type { NotificationType } from '@bonneroute/shared/notifications';
import type { DbOrTx } from '../db/client';
import { selectPage } from '../db/pagination';
import { notifications } from '../db/schema';
import { enqueuePushes } from '../push/push.repository';

export interface NewNotification {
  utilisateur_id: number;
  type: NotificationType;
  details?: string | null;
  trajet_id?: number | null;
}

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(
  db: DbOrTx,
  items: NewNotification[],
): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      items.map((item) => ({
        utilisateur_id: item.utilisateur_id,
        type_notif_code: item.type,
        details: item.details ?? null,
        trajet_id: item.trajet_id ?? null,
      })),
    )
    .returning();
  // Each notification also goes to the member's phones (docs/decisions/031-installable-app.md).
  await enqueuePushes(
    db,
    rows.map((row) => row.id),
  );
  return rows;
}

export async function listNotifications(db: DbOrTx, userId: number, request: PageRequest) {
  return selectPage(
    request,
    db
      .select()
      .from(notifications)
      .where(eq(notifications.utilisateur_id, userId))
      .orderBy(desc(notifications.date_publication), desc(notifications.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(notifications)
      .where(eq(notifications.utilisateur_id, userId)),
  );
}

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.utilisateur_id, userId), isNull(notifications.lu_le)));
  return row?.unread ?? 0;
}

export async function markRead(db: DbOrTx, userId: number, ids?: number[]): Promise<void> {
  const mine = and(eq(notifications.utilisateur_id, userId), isNull(notifications.lu_le));
  await db
    .update(notifications)
    .set({ lu_le: new Date() })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}
