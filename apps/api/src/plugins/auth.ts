import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { isStaff } from '@bonneroute/shared/users';
import { forbidden, unauthenticated } from '../lib/http-error';
import { findSessionUser, type SessionUser } from '../auth/session.repository';
import { hashToken } from '../auth/session-token';

export type Role = 'ADMIN' | 'MANAGER' | 'USER';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a valid session, or null (filled for every /api request). */
    user: SessionUser | null;
    sessionId: number | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid session is attached. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 403 unless the user has one of the roles. */
    requireRole: (
      ...roles: Role[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of every `/utilisateurs/{id}/...` endpoint: the `:id` route param must
     * be the session's user; ADMIN and MANAGER may read (GET) but never write as the user
     * (admin corrections go through /admin/utilisateurs/{id}/corrections/…).
     */
    requireSelfOrAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** A request that carries a body (a declared length, or a chunked one). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** Routes documented with a bearer `security` need a session (the OpenAPI document says so). */
function requiresSession(request: FastifyRequest): boolean {
  const security = (
    request.routeOptions.schema as { security?: Record<string, unknown>[] } | undefined
  )?.security;
  return Array.isArray(security) && security.some((entry) => 'bearer' in entry);
}

/** 401 for a request with a body to an endpoint that needs a session, without one. */
function refusal(request: FastifyRequest, token: string | undefined): Error | null {
  if (request.user || !hasBody(request) || !requiresSession(request)) return null;
  return unauthenticated(token ? apiErrorTexts.sessionExpired : apiErrorTexts.unauthenticated);
}

/** Resolves the bearer token of docs/product/accounts.md to a server-side session (login issues the tokens). */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  // The session is resolved before the body is read (preParsing), so that an anonymous request
  // to an endpoint that needs a session is refused without reading its body. A
  // callback hook: a request without a token (every anonymous search or trip page) goes through
  // without a promise.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (!request.url.startsWith('/api/')) return done(null, payload);
    const token = bearerToken(request);
    if (!token) return done(refusal(request, token), payload);
    findSessionUser(app.db, hashToken(token)).then((found) => {
      if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
      }
      done(refusal(request, token), payload);
    }, done);
  });

  app.decorate('requireAuth', async (request: FastifyRequest) => {
    if (!request.user) {
      throw unauthenticated(
        bearerToken(request) ? apiErrorTexts.sessionExpired : apiErrorTexts.unauthenticated,
      );
    }
  });

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    if (!roles.includes(request.user.role as Role)) throw forbidden();
  });

  app.decorate('requireSelfOrAdmin', async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    const id = Number((request.params as { id?: string | number }).id);
    if (request.user.id === id) return;
    if (request.method !== 'GET' || !isStaff(request.user)) throw forbidden();
  });
});
