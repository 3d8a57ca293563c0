import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { sendError } from '../plugins/error-handler';
import { keyOfPublicPath, PUBLIC_FILES_PREFIX, type FileStore } from './file-store';

declare module '../lib/app-deps' {
  interface AppDeps {
    files: FileStore;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/**
 * `app.files`, the shared file store, and `GET /fichiers/*`: the public files (avatars), read
 * from the store by whichever API process the request reaches. Private files have no URL here.
 */
export const filesPlugin = fp(
  async (app: FastifyInstance, options: { store: FileStore }) => {
    app.decorate('files', options.store);
    app.addHook('onClose', async () => {
      await options.store.close();
    });

    app.get(`${PUBLIC_FILES_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      const key = keyOfPublicPath(PUBLIC_FILES_PREFIX + rest);
      const file = key ? await app.files.get(key) : null;
      if (!file) return sendError(reply, 404, apiErrorTexts.notFound);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    });
  },
  { name: 'files' },
);
