import type { FastifyPluginAsync } from 'fastify';
import { phoneRoutes } from './phone.routes';
import { profileRoutes } from './profile.routes';

/** Issue 5: the user space's endpoints, each `/utilisateurs/{id}/...` for its owner or staff. */
export const userSpaceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(phoneRoutes);
};
