import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flag01, intField, textField } from '@bonneroute/shared/api';
import { createTestContext, type TestContext } from '../test/test-app';
import { isUploadedFile } from './body-parsers';

/** A write endpoint as the features declare them, to test the cross-cutting behaviour. */
const echoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/echo',
    {
      schema: {
        body: z.object({
          nom: textField({ max: 10 }),
          places: intField({ min: 1, max: 8 }),
          is_resa_automatique: flag01,
          document: z.unknown().optional(),
        }),
      },
    },
    async (request) => {
      const { document, ...fields } = request.body;
      return {
        data: {
          ...fields,
          document: isUploadedFile(document)
            ? {
                filename: document.filename,
                mimetype: document.mimetype,
                size: document.data.length,
              }
            : null,
        },
      };
    },
  );
  app.post('/test/boom', async () => {
    throw new Error('secret stack detail');
  });
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { UPLOAD_MAX_BYTES: '2048', BODY_LIMIT_BYTES: '4096' },
    extraRoutes: echoRoutes,
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('write endpoints accept JSON, form-urlencoded and multipart alike', () => {
  const expected = { nom: 'Lyon', places: 3, is_resa_automatique: 1, document: null };

  it('JSON', async () => {
    const response = await ctx
      .client()
      .post('/api/test/echo', { nom: ' Lyon ', places: 3, is_resa_automatique: true });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: expected });
  });

  it('form-urlencoded', async () => {
    const response = await ctx
      .client()
      .post(
        '/api/test/echo',
        { nom: 'Lyon', places: '3', is_resa_automatique: '1' },
        { as: 'form' },
      );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: expected });
  });

  it('multipart, with a file', async () => {
    const response = await ctx.client().post(
      '/api/test/echo',
      {
        nom: 'Lyon',
        places: '3',
        is_resa_automatique: '1',
        document: {
          filename: 'cni.pdf',
          contentType: 'application/pdf',
          data: Buffer.from('%PDF-1.4 test'),
        },
      },
      { as: 'multipart' },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        ...expected,
        document: { filename: 'cni.pdf', mimetype: 'application/pdf', size: 13 },
      },
    });
  });
});

describe('bad input gets a 4xx with a French detail, never a 500', () => {
  it('validation errors name the field in French', async () => {
    const response = await ctx
      .client()
      .post('/api/test/echo', { nom: 'Lyon', places: 9, is_resa_automatique: 1 });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      errors: [{ status: '422', code: 'validation', source: { pointer: '/body/places' } }],
    });
    const detail = (response.body as { errors: { detail: string }[] }).errors[0]!.detail;
    expect(detail).toMatch(/^places : /);
    expect(detail).toMatch(/8/);
  });

  it('a missing field', async () => {
    const response = await ctx
      .client()
      .post('/api/test/echo', { places: 2, is_resa_automatique: 0 });
    expect(response.status).toBe(422);
    expect((response.body as { errors: { detail: string }[] }).errors[0]!.detail).toBe(
      'nom : est obligatoire',
    );
  });

  it('malformed JSON', async () => {
    const response = await ctx.client().send('POST', '/api/test/echo', undefined, {
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 422]).toContain(response.status);
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"nom": ',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'a' },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({
      errors: [{ status: '400', detail: 'Le contenu envoyé n’est pas un JSON valide.' }],
    });
  });

  it('a body over the size limit', async () => {
    const response = await ctx
      .client()
      .post('/api/test/echo', { nom: 'x'.repeat(5000), places: 1, is_resa_automatique: 1 });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      errors: [{ detail: 'Le contenu envoyé est trop volumineux.' }],
    });
  });

  it('an upload over the size limit', async () => {
    const response = await ctx.client().post(
      '/api/test/echo',
      {
        nom: 'Lyon',
        places: '1',
        is_resa_automatique: '1',
        document: {
          filename: 'big.pdf',
          contentType: 'application/pdf',
          data: Buffer.alloc(4096, 1),
        },
      },
      { as: 'multipart' },
    );
    expect(response.status).toBe(413);
  });

  it('an unsupported content type', async () => {
    const response = await ctx.client().send('POST', '/api/test/echo', undefined, {
      headers: { 'content-type': 'text/xml' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ errors: [{ status: '415' }] });
  });

  it('an unexpected failure answers 500 without leaking the error', async () => {
    const response = await ctx.client().post('/api/test/boom', {});
    expect(response.status).toBe(500);
    expect(response.text).not.toContain('secret');
    expect(response.body).toEqual({
      errors: [
        { status: '500', detail: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' },
      ],
    });
  });
});
