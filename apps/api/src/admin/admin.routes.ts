import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdminAction } from '../plugins/admin-guard';
import { adminAccountRoutes } from './admin-accounts.routes';
import { adminActivityRoutes } from './admin-activity.routes';
import { adminCorrectionRoutes } from './admin-corrections.routes';
import { adminModerationRoutes } from './admin-moderation.routes';
import { adminTripRoutes } from './admin-trips.routes';

/**
 * The admin area's calls (docs/product/admin.md: "Other"). Every route here is for ADMIN and MANAGER
 * only, whatever the client shows; actions that move money or lock someone out are ADMIN only.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Added before the registrations below: every route of the area inherits it.
  app.addHook('preHandler', requireAdminAction('consulter'));
  await app.register(adminAccountRoutes);
  await app.register(adminActivityRoutes);
  await app.register(adminModerationRoutes);
  await app.register(adminTripRoutes);
  await app.register(adminCorrectionRoutes);
};
