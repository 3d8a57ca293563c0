import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { DbOrTx } from '../db/client';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** « BonneRoute <bonjour@bonneroute.fr> » → « mailto:bonjour@bonneroute.fr ». */
export function mailtoOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * The VAPID key pair (RFC 8292): the configured one, else the one in PostgreSQL, made by the
 * first instance that starts (`ON CONFLICT DO NOTHING` on the single row: two instances starting
 * together keep the same pair). Every instance signs with it, so a subscription made through one
 * is heard through any other.
 */
export async function loadVapidKeys(
  db: DbOrTx,
  env: {
    VAPID_PUBLIC_KEY?: string | undefined;
    VAPID_PRIVATE_KEY?: string | undefined;
    VAPID_SUBJECT?: string | undefined;
    MAIL_FROM: string;
  },
): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT ?? mailtoOf(env.MAIL_FROM);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const made = webpush.generateVAPIDKeys();
  await db.execute(sql`
    insert into cles_vapid (id, cle_publique, cle_privee)
    values (1, ${made.publicKey}, ${made.privateKey})
    on conflict (id) do nothing`);
  const result = await db.execute<{ cle_publique: string; cle_privee: string }>(
    sql`select cle_publique, cle_privee from cles_vapid where id = 1`,
  );
  const row = result.rows[0]!;
  return { publicKey: row.cle_publique, privateKey: row.cle_privee, subject };
}
