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
  app.decorate('push', { keys: load, extraOrigins: parseExtraOrigins(app.env.PUSH_EXTRA_ORIGINS) });
  app.jobs.define<{ notificationId: number; abonnementId: number }>(PUSH_TASK, async (job) => {
    await sendPush(app.db, await load(), job);
  });
});
