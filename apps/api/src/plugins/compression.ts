import { Readable, pipeline } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Text worth compressing: HTML, CSS, JS, JSON (API, manifest), XML and SVG; never event streams. */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|^application\/(?:javascript|(?:[\w.+-]+\+)?json|(?:[\w.+-]+\+)?xml)|^image\/svg\+xml/i;
export const COMPRESSION_THRESHOLD = 1024;
// Quality 5: most of Brotli's gain at a few milliseconds per page (11 is for build time).
export const BROTLI: BrotliOptions = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 5,
  },
  // Each chunk is flushed: a streamed page reaches the browser as it is written.
  flush: constants.BROTLI_OPERATION_FLUSH,
};
export const GZIP: ZlibOptions = { level: 6, flush: constants.Z_SYNC_FLUSH };

/**
 * Brotli or gzip for every dynamic text response (HTML pages, API JSON, sitemap).
 * Hashed assets are compressed at build time and served as is (@fastify/static `preCompressed`):
 * a response that already has a Content-Encoding is left alone. WebSocket upgrades never reach
 * onSend; bodies under 1 KiB go as they are (compressing them would not pay).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
    brotliOptions: BROTLI,
    zlibOptions: GZIP,
  });
});

/** The best encoding the client accepts (q=0 refuses one), Brotli first. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

/** Adds a request header to the reply's Vary (the page cache sets its own before). */
export function appendVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const names = typeof current === 'string' && current ? current.split(/\s*,\s*/) : [];
  if (!names.includes(header)) names.push(header);
  reply.header('vary', names.join(', '));
}

/**
 * Sends a page compressed, for handlers @fastify/compress does not see (the not-found handler
 * that serves every page of the web app is no route). A string or Buffer is compressed at once
 * (the server-rendered pages: decision 016); a stream chunk by chunk, each flushed as it comes —
 * costly when the chunks are small (Brotli flushed at each of React's writes cost more than the
 * render itself).
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string | Buffer | Readable,
): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const type = String(reply.getHeader('content-type') ?? '');
  appendVary(reply, 'accept-encoding');
  if (!encoding || reply.getHeader('content-encoding') || !COMPRESSIBLE.test(type))
    return reply.send(payload);
  if (!(payload instanceof Readable)) {
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD) return reply.send(payload);
    const body = encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload, GZIP);
    return reply.header('content-encoding', encoding).send(body);
  }
  const compressor = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
  pipeline(payload, compressor, (error) => {
    if (error) request.log.warn({ err: error }, 'compressed stream failed');
  });
  reply.removeHeader('content-length');
  return reply.header('content-encoding', encoding).send(compressor);
}
