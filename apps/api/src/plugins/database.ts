import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { Env } from '../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    env: Env;
  }
}

export const contextPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; env: Env }) => {
    app.decorate('db', options.db);
    app.decorate('env', options.env);
  },
);
