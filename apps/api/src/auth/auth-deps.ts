import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../lib/app-deps';

/** What the account services need: their part of the app's one dependencies object. */
export type AuthDeps = Pick<AppDeps, 'db' | 'mail' | 'siteUrl'>;

export function authDeps(app: FastifyInstance): AuthDeps {
  return app.deps;
}

/** Who is asking: stored with the session, used by the brute-force counters. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) };
}
