import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import type { Database } from '../db/client';

/**
 * What every service takes as its first parameter: one typed object, made once per app by
 * `buildApp` after every plugin has made its service, and handed to routes and jobs as
 * `app.deps`. A service names the part it needs with `Pick<AppDeps, …>`, so a test can pass
 * just that. Services never see the Fastify instance: HTTP stays in routes.
 *
 * Each plugin that makes a service adds its field here by declaration merging, beside its
 * `FastifyInstance` field; this low layer therefore names nothing above it.
 */
export interface AppDeps {
  db: Database;
  /** Read-only public queries that may lag a little: the replica, or `db` without one. */
  dbRead: Database;
  env: Env;
  log: FastifyBaseLogger;
  /** PUBLIC_URL without trailing slash: links in e-mails and PDFs are absolute. */
  siteUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
