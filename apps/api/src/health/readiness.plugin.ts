import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Whether this API process still takes new work (draining on SIGTERM). */
export interface Readiness {
  readonly draining: boolean;
  /** From now on `GET /api/ready` answers 503, so the balancer sends new requests elsewhere. */
  startDraining(): void;
}

declare module '../lib/app-deps' {
  interface AppDeps {
    readiness: Readiness;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('readiness', {
      get draining() {
        return draining;
      },
      startDraining() {
        draining = true;
      },
    });
  },
  { name: 'readiness' },
);
