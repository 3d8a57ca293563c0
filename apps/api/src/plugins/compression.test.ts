import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { preferredEncoding, sendCompressed } from './compression';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compression of text responses', () => {
  const pages = ['/', '/api/blog/articles', '/sitemap.xml'];

  it('answers Brotli to a browser that accepts it, with the headers caches need', async () => {
    for (const url of pages) {
      const plain = await get(url);
      const response = await get(url, 'gzip, deflate, br, zstd');
      expect(response.statusCode, url).toBe(plain.statusCode);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      const body = brotliDecompressSync(response.rawPayload).toString('utf8');
      expect(body, url).toBe(plain.body);
      expect(response.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);
    }
  });

  it('answers gzip to a client that only knows gzip', async () => {
    const plain = await get('/api/blog/articles');
    const response = await get('/api/blog/articles', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('application/json');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(
      JSON.parse(plain.body),
    );
  });

  it('sends plain bodies without Accept-Encoding and for small answers', async () => {
    const plain = await get('/api/blog/articles');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(plain.body) as unknown).not.toThrow();
    const small = await get('/api/tarifs', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toMatchObject({ data: expect.any(Object) });
  });

  it('a 404 page keeps its status and its text, compressed or not', async () => {
    const page = await get('/covoiturage/999999', 'br');
    expect(page.statusCode).toBe(404);
    const html =
      page.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(page.rawPayload).toString('utf8')
        : page.body;
    expect(html).toContain('Covoiturage introuvable');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('sendCompressed (pages the not-found handler serves, streamed or not)', () => {
  const chunks = Array.from({ length: 40 }, (_, i) => `<p>Trajet ${i} : Paris → Lyon</p>\n`);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.get('/stream', (request, reply) =>
      sendCompressed(request, reply.type('text/html; charset=utf-8'), Readable.from(chunks)),
    );
    app.get('/image', (request, reply) =>
      sendCompressed(request, reply.type('image/png'), Buffer.alloc(4000)),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses a streamed page with the encoding the client prefers', async () => {
    const br = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(chunks.join(''));
    const gzip = await app.inject({
      url: '/stream',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(chunks.join(''));
    const plain = await app.inject({ url: '/stream' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunks.join(''));
  });

  it('leaves binary bodies alone', async () => {
    const image = await app.inject({ url: '/image', headers: { 'accept-encoding': 'br' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4000);
  });
});

describe('preferredEncoding', () => {
  it('prefers Brotli, honours q-values and the wildcard', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
