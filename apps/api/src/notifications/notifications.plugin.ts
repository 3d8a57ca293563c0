import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { USER_CHANNEL_PREFIX } from '@bonneroute/shared/realtime';
import { createNotificationService, type NotificationService } from './notifications.service';

declare module '../lib/app-deps' {
  interface AppDeps {
    notifications: NotificationService;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every feature notifies users through this (booking, messages, payouts, documents). */
    notifications: NotificationService;
  }
}

export const notificationsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('notifications', createNotificationService(app));
  // A user's private channel: only that user listens to it.
  app.realtime.channels.register(
    USER_CHANNEL_PREFIX,
    (user, id) => user !== null && user.id === Number(id),
  );
});
