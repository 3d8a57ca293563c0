import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_ACTIONS, adminTexts, type AdminAction } from '@bonneroute/shared/admin';
import {
  mayPerform,
  permissionOfRoute,
  permissionRule,
  type PermissionName,
} from '@bonneroute/shared/permissions';
import { forbidden } from '../lib/http-error';

export interface GuardedRoute {
  method: string;
  /** The OpenAPI form of the path: `/api/utilisateurs/{id}/iban`. */
  path: string;
  permission: PermissionName;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route and the permission its guard enforces (the matrix test walks them). */
    guardedRoutes: GuardedRoute[];
  }
}

/** `/api/utilisateurs/:id/iban` → `/api/utilisateurs/{id}/iban`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

function forbiddenText(permission: PermissionName): string | undefined {
  const { refus } = permissionRule(permission);
  if (refus) return refus;
  if (!(ADMIN_ACTIONS as readonly string[]).includes(permission)) return undefined;
  return mayPerform('MANAGER', permission as AdminAction)
    ? adminTexts.staffOnly
    : adminTexts.adminOnly;
}

/**
 * The one permission table of packages/shared/src/permissions guards every /api route
 * (preValidation, before the body is validated or read by a handler). A route missing from the
 * table stops the API at start-up. Owners of `/utilisateurs/{id}` are the `id` of the path; the
 * owner of a resource (a trip, a payment…) is checked by the route's handler.
 */
export const permissionsPlugin = fp(
  async (app: FastifyInstance) => {
    const guardedRoutes: GuardedRoute[] = [];
    app.decorate('guardedRoutes', guardedRoutes);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      // Routes of the test suite's own (extraRoutes in tests of cross-cutting behaviour).
      if (app.env.NODE_ENV === 'test' && route.url.startsWith('/api/test/')) return;
      const path = openApiPath(route.url);
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) =>
        m === 'HEAD' ? 'GET' : m,
      );
      for (const method of new Set(methods)) {
        const permission = permissionOfRoute(method, path);
        if (!permission) {
          throw new Error(
            `La route ${method} ${path} n’a pas d’entrée dans ROUTE_PERMISSIONS (packages/shared/src/permissions).`,
          );
        }
        if (route.method !== 'HEAD') guardedRoutes.push({ method, path, permission });
        const guard = permissionGuard(app, permission);
        const existing = route.preValidation;
        route.preValidation = existing
          ? [guard, ...(Array.isArray(existing) ? existing : [existing])]
          : [guard];
      }
    });
  },
  { name: 'permissions' },
);

function permissionGuard(
  app: FastifyInstance,
  permission: PermissionName,
): preValidationHookHandler {
  const rule = permissionRule(permission);
  const allowsAnonymous = (rule.qui as readonly string[]).includes('anonyme');
  return async function permissionGuard(request: FastifyRequest, reply) {
    if (allowsAnonymous) return;
    if (!request.user && rule.lienSecret) return;
    await app.requireAuth(request, reply);
    const user = request.user!;
    const owner =
      rule.proprietaire === 'chemin'
        ? Number((request.params as { id?: string }).id) === user.id
        : rule.proprietaire === 'ressource';
    if (!mayPerform(user.role, permission, { owner })) throw forbidden(forbiddenText(permission));
  };
}
