import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/admin.routes';
import { adressesRoutes } from './adresses/adresses.routes';
import { authRoutes } from './auth/auth.routes';
import { blogRoutes } from './blog/blog.routes';
import { bornesRoutes } from './bornes/bornes.routes';
import { geoRoutes } from './geo/geo.routes';
import { routeLineRoutes } from './geo/route-line.routes';
import { chatRoutes } from './messaging/chat.routes';
import { publicMessageRoutes } from './messaging/public-messages.routes';
import { tripMessageRoutes } from './messaging/trip-messages.routes';
import { adminTestEmailRoutes } from './mail/admin-test-emails.routes';
import { healthRoutes } from './health/health.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { pricingRoutes } from './pricing/pricing.routes';
import { userSpaceRoutes } from './user-space/user-space.routes';
import { bookingRoutes } from './booking/booking.routes';
import { sandboxRoutes } from './money/processors/sandbox.routes';
import { paymentRoutes } from './money/payments.routes';
import { reconciliationRoutes } from './money/reconciliation.routes';
import { receiptsRoutes } from './receipts/receipts.routes';
import { tripsRoutes } from './trips/trips.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { profilesRoutes } from './reviews/profiles.routes';
import { moderationRoutes } from './reviews/moderation.routes';
import { alertsRoutes } from './alerts/alerts.routes';
import { accountRightsRoutes } from './account-rights/account-rights.routes';

/**
 * Every feature's routes, mounted under /api. A feature adds one line here.
 */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(notificationRoutes);
  await app.register(pricingRoutes);
  await app.register(blogRoutes);
  await app.register(geoRoutes);
  await app.register(routeLineRoutes);
  await app.register(adressesRoutes);
  await app.register(bornesRoutes);
  await app.register(adminRoutes);
  await app.register(tripMessageRoutes);
  await app.register(chatRoutes);
  await app.register(publicMessageRoutes);
  await app.register(adminTestEmailRoutes);
  await app.register(userSpaceRoutes);
  await app.register(paymentRoutes);
  await app.register(reconciliationRoutes);
  await app.register(receiptsRoutes);
  await app.register(bookingRoutes);
  await app.register(sandboxRoutes);
  await app.register(tripsRoutes);
  await app.register(reviewsRoutes);
  await app.register(profilesRoutes);
  await app.register(moderationRoutes);
  await app.register(alertsRoutes);
  await app.register(accountRightsRoutes);
};
