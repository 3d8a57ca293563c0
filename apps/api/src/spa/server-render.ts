import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Writable, type PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRouteAssets } from './route-assets';

/** The empty root of the built index.html, filled by the server render. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** What apps/web/src/entry-server.tsx exports (built into dist/server/entry-server.js). */
interface ServerEntry {
  setApiFetch(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  render(url: string): Promise<{
    pipe(destination: NodeJS.WritableStream): NodeJS.WritableStream;
    stateScript: string;
    modules: string[];
  } | null>;
}

export interface ServerPage {
  /** An API call of the render failed (5xx, rate limit): its part shows a loading state. */
  degraded: boolean;
  /** The <script> handing the query cache to the browser. */
  stateScript: string;
  /** The stylesheets and module preloads of the page's route chunks, for the head. */
  headTags: string;
  /** Streams the page's HTML into `body`, then `tail`, then ends `body`. */
  pipe(body: PassThrough, tail: string): void;
}

const SERVER_ENTRY = path.join('server', 'entry-server.js');
let instances = 0;

/**
 * The server render of the public pages, in this process. The web bundle's API calls
 * are answered by `app.inject` (no network hop) as an anonymous visitor (no cookie, no token),
 * with the visitor's address so the rate limit counts them as theirs. Anything that goes wrong
 * (no bundle, a component that throws) gives null: the caller sends the client-rendered shell.
 */
export function createServerRenderer(app: FastifyInstance, distDir: string) {
  const entryPath = path.join(distDir, SERVER_ENTRY);
  const visitor = new AsyncLocalStorage<{ request: FastifyRequest; degraded: boolean }>();
  let loaded: { entry: ServerEntry; mtime: number } | null = null;
  let loading: Promise<ServerEntry | null> | null = null;
  const routeAssets = createRouteAssets(distDir);
  // A set of route modules has the same tags for the whole build: computed once per page kind.
  const assetTags = new Map<string, string>();
  function routeAssetTags(modules: string[]): string {
    const key = modules.join('\n');
    let tags = assetTags.get(key);
    if (tags === undefined) {
      tags = routeAssets(modules);
      if (assetTags.size < 200) assetTags.set(key, tags);
    }
    return tags;
  }
  const instance = (instances += 1);

  async function transport(url: string, init: RequestInit): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`server render: ${method} ${url} is not allowed`);
    const store = visitor.getStore();
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'user-agent': 'BonneRoute SSR' },
      ...(store ? { remoteAddress: store.request.ip } : {}),
    });
    if (store && (answer.statusCode >= 500 || answer.statusCode === 429)) store.degraded = true;
    const type = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  }

  async function load(): Promise<ServerEntry | null> {
    if (!existsSync(entryPath)) return null;
    const mtime = statSync(entryPath).mtimeMs;
    // In development the web build can change under a running server.
    if (loaded && (app.env.NODE_ENV === 'production' || loaded.mtime === mtime))
      return loaded.entry;
    // A module instance of its own: its transport is this app's (tests build several apps).
    const entry = (await import(
      `${pathToFileURL(entryPath).href}?v=${mtime}&app=${instance}`
    )) as ServerEntry;
    entry.setApiFetch(transport);
    loaded = { entry, mtime };
    assetTags.clear();
    return entry;
  }

  return async function serverRender(
    request: FastifyRequest,
    url: string,
  ): Promise<ServerPage | null> {
    const started = performance.now();
    try {
      loading ??= load().finally(() => (loading = null));
      const entry = await loading;
      if (!entry) return null;
      const store = { request, degraded: false };
      const rendered = await visitor.run(store, () => entry.render(url));
      if (!rendered) return null;
      request.log.debug({ url, ms: performance.now() - started }, 'server render');
      return {
        degraded: store.degraded,
        stateScript: rendered.stateScript,
        headTags: routeAssetTags(rendered.modules),
        pipe(body, tail) {
          const sink = new Writable({
            write(chunk: Buffer | string, _encoding, done) {
              if (body.write(chunk)) done();
              else body.once('drain', () => done());
            },
            final(done) {
              body.end(tail);
              done();
            },
          });
          rendered.pipe(sink);
        },
      };
    } catch (error) {
      request.log.warn({ err: error, url }, 'server render failed: the browser renders the page');
      return null;
    }
  };
}
