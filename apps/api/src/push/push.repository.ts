import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { abonnementsPush, preferencesNotifications } from '../db/schema';

export const PUSH_TASK = 'envoyer_push';

/**
 * One push job per (notification, subscription) of the members notified, in the caller's
 * transaction: it exists only if the notification does, and its key makes it run once across
 * instances whatever retries the request makes. Members without a subscription cost nothing more.
 */
export async function enqueuePushes(db: DbOrTx, notificationIds: number[]): Promise<void> {
  if (notificationIds.length === 0) return;
  await db.execute(sql`
    select graphile_worker.add_job(
      ${PUSH_TASK},
      json_build_object('notificationId', n.id, 'abonnementId', a.id),
      max_attempts => 5::smallint,
      job_key => 'push:' || n.id || ':' || a.id,
      job_key_mode => 'preserve_run_at'
    )
    from notifications n join abonnements_push a on a.utilisateur_id = n.utilisateur_id
    where n.id in (${sql.join(
      notificationIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** A member's subscription; the same endpoint given again is updated (or moves to this member). */
export async function saveSubscription(
  db: DbOrTx,
  userId: number,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<number> {
  const [row] = await db
    .insert(abonnementsPush)
    .values({ utilisateur_id: userId, ...subscription })
    .onConflictDoUpdate({
      target: abonnementsPush.endpoint,
      set: { utilisateur_id: userId, p256dh: subscription.p256dh, auth: subscription.auth },
    })
    .returning({ id: abonnementsPush.id });
  return row!.id;
}

export async function deleteSubscription(db: DbOrTx, userId: number, id: number) {
  const rows = await db
    .delete(abonnementsPush)
    .where(and(eq(abonnementsPush.id, id), eq(abonnementsPush.utilisateur_id, userId)))
    .returning({ id: abonnementsPush.id });
  return rows.length > 0;
}

export async function forgetSubscription(db: DbOrTx, id: number): Promise<void> {
  await db.delete(abonnementsPush).where(eq(abonnementsPush.id, id));
}

export async function markDelivered(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(abonnementsPush)
    .set({ derniere_reussite_le: new Date() })
    .where(eq(abonnementsPush.id, id));
}

/** What a push job needs: the notification and the subscription, if both are still there. */
export async function findPushWork(db: DbOrTx, notificationId: number, subscriptionId: number) {
  const result = await db.execute<{
    utilisateur_id: number;
    type_notif_code: string;
    details: string | null;
    trajet_id: number | null;
    endpoint: string;
    p256dh: string;
    auth: string;
  }>(sql`
    select n.utilisateur_id, n.type_notif_code, n.details, n.trajet_id, a.endpoint, a.p256dh, a.auth
    from notifications n join abonnements_push a
      on a.id = ${subscriptionId} and a.utilisateur_id = n.utilisateur_id
    where n.id = ${notificationId}`);
  return result.rows[0] ?? null;
}

export async function listPreferences(db: DbOrTx, userId: number) {
  return db
    .select({
      categorie: preferencesNotifications.categorie,
      email: preferencesNotifications.email,
      push: preferencesNotifications.push,
    })
    .from(preferencesNotifications)
    .where(eq(preferencesNotifications.utilisateur_id, userId));
}

export async function savePreferences(
  db: DbOrTx,
  userId: number,
  preferences: { categorie: string; email: boolean; push: boolean }[],
): Promise<void> {
  await db
    .insert(preferencesNotifications)
    .values(preferences.map((item) => ({ utilisateur_id: userId, ...item })))
    .onConflictDoUpdate({
      target: [preferencesNotifications.utilisateur_id, preferencesNotifications.categorie],
      set: {
        email: sql`excluded.email`,
        push: sql`excluded.push`,
        updated_at: sql`now()`,
      },
    });
}
