import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_KEYS,
  type NotificationCategory,
  type NotificationPreference,
} from '@bonneroute/shared/notifications';
import type { DbOrTx } from '../db/client';
import { listPreferences } from './push.repository';

/** Every kind with the member's choice, or its default where they chose nothing. */
export async function preferencesOf(
  db: DbOrTx,
  userId: number,
): Promise<(NotificationPreference & { libelle: string; description: string })[]> {
  const chosen = new Map((await listPreferences(db, userId)).map((row) => [row.categorie, row]));
  return NOTIFICATION_CATEGORY_KEYS.map((categorie) => {
    const defaults = NOTIFICATION_CATEGORIES[categorie];
    const row = chosen.get(categorie);
    return {
      categorie,
      libelle: defaults.libelle,
      description: defaults.description,
      email: row?.email ?? defaults.email,
      push: row?.push ?? defaults.push,
    };
  });
}

/** Whether this member wants this kind of event on this channel. */
export async function wants(
  db: DbOrTx,
  userId: number,
  categorie: NotificationCategory,
  channel: 'email' | 'push',
): Promise<boolean> {
  const row = (await listPreferences(db, userId)).find((item) => item.categorie === categorie);
  return row ? row[channel] : NOTIFICATION_CATEGORIES[categorie][channel];
}
