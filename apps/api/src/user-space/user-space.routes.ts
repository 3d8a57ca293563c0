import type { FastifyPluginAsync } from 'fastify';
import { moneyRoutes } from './money.routes';
import { vehicleRoutes } from './vehicles.routes';
import { uploadRoutes } from './uploads.routes';
import { phoneRoutes } from './phone.routes';
import { profileRoutes } from './profile.routes';

/** The user space's endpoints, each `/utilisateurs/{id}/...` for its owner or staff. */
export const userSpaceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(phoneRoutes);
  await app.register(uploadRoutes);
  await app.register(moneyRoutes);
  await app.register(vehicleRoutes);
};
