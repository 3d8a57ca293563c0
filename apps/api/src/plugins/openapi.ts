import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@bonneroute/shared/api';

type RouteSchema = Parameters<typeof jsonSchemaTransform>[0]['schema'];

/**
 * The error answers every route can give, whatever its handler does: a malformed URL
 * or query (400), a path parameter too long (414), the route's own validation (422), a body malformed, too large or of an unknown
 * type (400, 413, 415), a missing or expired session where one is needed (401), a CSRF token
 * missing on a write (403) and the global rate limit (429). The fuzz test holds answers to them.
 */
export function withCommonErrors(schema: RouteSchema, method: string | string[]): RouteSchema {
  if (!schema || schema.hide) return schema;
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  const add = (status: number) => {
    if (!(status in response) && !(String(status) in response))
      response[status] = errorResponseSchema;
  };
  const methods = ([] as string[]).concat(method).map((name) => name.toUpperCase());
  const writes = methods.some((name) => !['GET', 'HEAD', 'OPTIONS'].includes(name));
  add(400);
  add(429);
  if (schema.params || schema.querystring || schema.body) add(422);
  if (schema.params) {
    add(404);
    add(414); // a path parameter longer than the router accepts
  }
  if (writes) {
    add(403);
    add(413);
    add(415);
  }
  if (Array.isArray(schema.security) && schema.security.some((entry) => 'bearer' in entry))
    add(401);
  return { ...schema, response };
}

/**
 * The OpenAPI document is generated from the same zod schemas that validate requests
 * (packages/shared), served at /api/openapi.json with a browsable UI at /api/docs.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'API BonneRoute',
        description:
          'API du site de covoiturage BonneRoute. Les erreurs ont toujours la forme ' +
          '`{"errors":[{"status":"422","detail":"…"}]}`. Les appels qui modifient des données ' +
          'doivent renvoyer le cookie `XSRF-TOKEN` dans l’en-tête `X-XSRF-TOKEN`.',
        version: '1.0.0',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
    transform: (input) =>
      jsonSchemaTransform({ ...input, schema: withCommonErrors(input.schema, input.route.method) }),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
