import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseExtraOrigins } from './push-endpoint-policy';
import { PUSH_TASK } from './push.repository';
import { sendPush } from './push-sender';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      /** The VAPID pair, read (or made) once per process at start-up. */
      keys(): Promise<VapidKeys>;
      extraOrigins: Set<string>;
      /** Trusts PUSH_EXTRA_CA_FILE for the extra origins only (real push services keep the system's). */
      extraAgent: Agent | undefined;
    };
  }
}

/** Web Push (docs/decisions/031-installable-app.md): the keys and the sending task. */
export const pushPlugin = fp(async (app: FastifyInstance) => {
  let keys: Promise<VapidKeys> | null = null;
  const load = () => {
    keys ??= loadVapidKeys(app.db, app.env).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  const extraOrigins = parseExtraOrigins(app.env.PUSH_EXTRA_ORIGINS);
  const extraAgent = app.env.PUSH_EXTRA_CA_FILE
    ? new Agent({ ca: readFileSync(app.env.PUSH_EXTRA_CA_FILE) })
    : undefined;
  app.decorate('push', { keys: load, extraOrigins, extraAgent });
  app.jobs.define<{ notificationId: number; abonnementId: number }>(PUSH_TASK, async (job) => {
    await sendPush(app.db, await load(), job, (origin) =>
      extraOrigins.has(origin) ? extraAgent : undefined,
    );
  });
});
