import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleRoutes } from './google.routes';
import { loginRoutes } from './login.routes';
import { passwordRoutes } from './password.routes';
import { registrationRoutes } from './registration.routes';
import { sessionRoutes } from './session.routes';
import { usersLookupRoutes } from './users-lookup.routes';

/** Accounts and sessions of docs/product/accounts.md "Authentication and account". */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoutes);
  await app.register(loginRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(googleRoutes);
  await app.register(usersLookupRoutes);
};
