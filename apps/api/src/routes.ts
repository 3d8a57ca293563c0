import type { FastifyPluginAsync } from 'fastify';
import { adressesRoutes } from './adresses/adresses.routes';
import { authRoutes } from './auth/auth.routes';
import { blogRoutes } from './blog/blog.routes';
import { bornesRoutes } from './bornes/bornes.routes';
import { geoRoutes } from './geo/geo.routes';
import { healthRoutes } from './health/health.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { pricingRoutes } from './pricing/pricing.routes';
import { tripsRoutes } from './trips/trips.routes';

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
  await app.register(adressesRoutes);
  await app.register(bornesRoutes);
  await app.register(tripsRoutes);
};
