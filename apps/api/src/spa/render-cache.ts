import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BROTLI, GZIP } from '../plugins/compression';

/** An anonymous visitor's server-rendered page, as sent (head, status, body). */
export interface CachedPage {
  status: number;
  /** The X-Robots-Tag header of a noindex page. */
  robots: string | null;
  html: string;
}

export interface CacheEntry extends Omit<CachedPage, 'html'> {
  etag: string;
  /** The HTML as UTF-8 bytes, encoded once rather than at every send (the string is not kept). */
  bytes: Buffer;
  /** Compressed once, the first time a client asks for that encoding. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

function entryOf(page: CachedPage): CacheEntry {
  const encodings = new Map<'br' | 'gzip', Buffer>();
  const bytes = Buffer.from(page.html);
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
  return {
    status: page.status,
    robots: page.robots,
    bytes,
    etag: `W/"${hash}"`,
    encoded(encoding) {
      let body = encodings.get(encoding);
      if (!body) {
        body = encoding === 'br' ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes, GZIP);
        encodings.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * This process's copies of anonymous renders. Keys carry the public content version
 * read from PostgreSQL for every request (and the build and the minute), so a copy is never
 * served once the data it shows has changed, whichever process wrote it: the cache needs no
 * invalidation and holds nothing another process must see. Concurrent requests for a page that
 * is not there yet wait for the one render. Least recently used copies go first.
 */
export function createRenderCache(maxEntries: number) {
  const entries = new Map<string, CacheEntry>();
  const pending = new Map<string, Promise<{ entry: CacheEntry; stored: boolean }>>();

  function remember(key: string, entry: CacheEntry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    /**
     * The cached page of `key`, else the result of `render` (stored when it says it can be):
     * `hit` tells which.
     */
    async get(
      key: string,
      render: () => Promise<{ page: CachedPage; cacheable: boolean }>,
    ): Promise<{ entry: CacheEntry; hit: boolean }> {
      const found = entries.get(key);
      if (found) {
        remember(key, found);
        return { entry: found, hit: true };
      }
      let running = pending.get(key);
      const waited = running !== undefined;
      if (!running) {
        running = render().then(({ page, cacheable }) => {
          const entry = entryOf(page);
          if (cacheable) remember(key, entry);
          return { entry, stored: cacheable };
        });
        pending.set(key, running);
        void running.finally(() => pending.delete(key)).catch(() => undefined);
      }
      const { entry, stored } = await running;
      return { entry, hit: waited && stored };
    },
    get size() {
      return entries.size;
    },
  };
}
