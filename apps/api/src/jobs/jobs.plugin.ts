import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from './job-queue';

declare module '../lib/app-deps' {
  interface AppDeps {
    jobs: JobQueue;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** `app.jobs`: features define tasks here; `main.ts` starts the runner, tests call `drain()`. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('jobs', new JobQueue(app.db.$client, app.log));
    app.addHook('onClose', async () => {
      await app.jobs.stop();
    });
  },
  { name: 'jobs' },
);
