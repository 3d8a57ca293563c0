import type { FastifyPluginAsync } from 'fastify';
import { adressesRoutes } from './adresses/adresses.routes';
import { authRoutes } from './auth/auth.routes';
import { bornesRoutes } from './bornes/bornes.routes';
import { geoRoutes } from './geo/geo.routes';
import { healthRoutes } from './health/health.routes';

/**
 * Every feature's routes, mounted under /api. A feature adds one line here.
 */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(geoRoutes);
  await app.register(adressesRoutes);
  await app.register(bornesRoutes);
};
