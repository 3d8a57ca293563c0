import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { findSigningKey } from './alerts.repository';

/**
 * Unsubscribe links are signed (HMAC-SHA-256 of the alert's id with a key drawn by migration
 * 0026 and kept in `cles_signature`): anyone holding the e-mail can stop that alert, without an
 * account or a login, and nobody can forge a link for another alert.
 */
let cachedKey: string | undefined;

async function signingKey(db: DbOrTx): Promise<string> {
  if (cachedKey) return cachedKey;
  const key = await findSigningKey(db, 'desabonnement');
  if (!key) throw new Error('clé de signature des désabonnements absente (migration 0026)');
  cachedKey = key;
  return cachedKey;
}

function sign(key: string, alertId: number): string {
  return createHmac('sha256', key).update(`alerte-desabonnement:${alertId}`).digest('base64url');
}

export async function unsubscribeSignature(db: DbOrTx, alertId: number): Promise<string> {
  return sign(await signingKey(db), alertId);
}

export async function isValidUnsubscribeSignature(
  db: DbOrTx,
  alertId: number,
  signature: string,
): Promise<boolean> {
  const expected = Buffer.from(sign(await signingKey(db), alertId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The page link (one click shows the result) and the RFC 8058 one-click POST target. */
export async function unsubscribeLinks(db: DbOrTx, siteUrl: string, alertId: number) {
  const signature = await unsubscribeSignature(db, alertId);
  const query = `alerte=${alertId}&signature=${signature}`;
  return {
    signature,
    page: `${siteUrl}/alertes/desabonnement?${query}`,
    oneClick: `${siteUrl}/api/alertes/desabonnement?${query}`,
  };
}
