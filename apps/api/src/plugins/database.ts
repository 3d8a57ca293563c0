import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { Env } from '../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /**
     * For read-only public queries that may lag a little (search, town pages, trip lists,
     * sitemap): the replica of DATABASE_READ_URL, or `db` itself without one.
     */
    dbRead: Database;
    env: Env;
  }
}

export const contextPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; dbRead: Database; env: Env }) => {
    app.decorate('db', options.db);
    app.decorate('dbRead', options.dbRead);
    app.decorate('env', options.env);
  },
);
