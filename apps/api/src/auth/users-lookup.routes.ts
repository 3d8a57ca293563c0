import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersListResponseSchema, usersQuerySchema } from '@bonneroute/shared/auth';
import { errorResponseSchema, paginated, paginationMeta } from '@bonneroute/shared/api';
import { isStaff } from '@bonneroute/shared/users';
import { forbidden, unauthenticated } from '../lib/http-error';
import { spendEmailCheck } from './throttle';
import { pageUsers, takenEmail } from './users-lookup.service';

const PER_PAGE = 20;

/**
 * GET /utilisateurs. With `filter[email]` it is the sign-up's "is this address free?" (docs/product/accounts.md: * "empty means e-mail free"): anyone may ask, the answer is only the address when taken, and a
 * visitor's IP may ask a limited number of times. Without it, it is the users list of docs/product/accounts.md
 * "Admin", for ADMIN and MANAGER only.
 */
export const usersLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/utilisateurs',
    {
      schema: {
        tags: ['inscription'],
        summary: 'Adresse e-mail déjà prise ? (filter[email]) — ou liste des utilisateurs (équipe)',
        querystring: usersQuerySchema,
        response: {
          200: usersListResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { filter, page = 1 } = request.query;
      const staff = isStaff(request.user);
      if (filter?.email !== undefined) {
        if (!staff) await spendEmailCheck(app.db, request.ip);
        const email = await takenEmail(app.deps, filter.email, filter.activated);
        return {
          data: email !== null ? [{ email }] : [],
          meta: paginationMeta(email !== null ? 1 : 0, 1, 1),
        };
      }
      if (!request.user) throw unauthenticated();
      if (!staff) throw forbidden();
      const pageRequest = { page, perPage: PER_PAGE };
      const { rows, total } = await pageUsers(app.deps, pageRequest);
      return paginated(rows, total, pageRequest);
    },
  );
};
