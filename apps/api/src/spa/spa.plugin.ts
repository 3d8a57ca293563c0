import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@bonneroute/shared/routes';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import {
  appendVary,
  COMPRESSION_THRESHOLD,
  preferredEncoding,
  sendCompressed,
} from '../plugins/compression';
import { CSRF_COOKIE } from '../plugins/security';
import { sendError } from '../plugins/error-handler';
import { defaultPageHead, pageHeadResolver, renderHeadTags, type PageHead } from './page-head';
import { readPublicContentVersion } from './content-version.repository';
import { createRenderCache, type CachedPage } from './render-cache';
import { createServerRenderer, ROOT_ELEMENT } from './server-render';

const HEAD_MARKER = '<!--app-head-->';
/** Anonymous renders kept by this process (about 40 KiB each for the home, Brotli copy included). */
const MAX_CACHED_PAGES = 300;
/** Longer addresses are rendered but not cached (made-up query strings would fill the cache). */
const MAX_CACHED_URL_LENGTH = 512;

/** A visitor without a session: no Authorization header, no cookie but the CSRF one. */
function isAnonymous(request: FastifyRequest): boolean {
  if (request.headers.authorization) return false;
  return Object.keys(request.cookies ?? {}).every((name) => name === CSRF_COOKIE);
}

function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/** The template's halves around #root's content, the page's route assets added to the head. */
function splitAtRoot(html: string, headTags: string): [string, string] {
  const withAssets = html.replace('</head>', `${headTags}</head>`);
  const rootAt = withAssets.indexOf(ROOT_ELEMENT);
  return [
    withAssets.slice(0, rootAt + ROOT_ELEMENT.length - '</div>'.length),
    withAssets.slice(rootAt + ROOT_ELEMENT.length),
  ];
}

/**
 * Hashed assets never change; the service worker, the manifest and the offline page are checked
 * on every visit, so a new version is found at once (docs/decisions/031-installable-app.md).
 */
const ALWAYS_REVALIDATED = new Set([
  'sw.js',
  'manifest.webmanifest',
  'hors-ligne.html',
  'hors-ligne.js',
]);
function staticCacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  return ALWAYS_REVALIDATED.has(path.basename(filePath))
    ? 'public, no-cache'
    : 'public, max-age=3600';
}

interface SpaOptions {
  distDir: string;
  publicUrl: string;
}

const MISSING_BUILD_PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>BonneRoute</title>${HEAD_MARKER}</head>
<body><main><h1>BonneRoute</h1><p>L’application web n’est pas encore construite : lancez <code>npm run build</code> ou <code>npm start</code>.</p></main></body></html>`;

/**
 * Serves the built SPA: hashed assets with a long cache (uploads: files.plugin), and for every other
 * browser path the shell with server-written head tags (title, description, canonical, Open
 * Graph, JSON-LD) and the right status (404 for a path no route matches).
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: SpaOptions) => {
  const indexPath = path.join(options.distDir, 'index.html');
  let template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : MISSING_BUILD_PAGE;
  let templateMtime = existsSync(indexPath) ? statSync(indexPath).mtimeMs : 0;
  if (!template.includes(HEAD_MARKER))
    template = template.replace('</head>', `${HEAD_MARKER}</head>`);
  // The default <title> of index.html is replaced by the page's own.
  template = template.replace(/<title>[^<]*<\/title>/, '');

  function currentTemplate(): string {
    // In development the web build can change under a running server.
    if (app.env.NODE_ENV !== 'production' && existsSync(indexPath)) {
      const mtime = statSync(indexPath).mtimeMs;
      if (mtime !== templateMtime) {
        templateMtime = mtime;
        template = readFileSync(indexPath, 'utf8').replace(/<title>[^<]*<\/title>/, '');
        if (!template.includes(HEAD_MARKER))
          template = template.replace('</head>', `${HEAD_MARKER}</head>`);
      }
    }
    return template;
  }

  const serverRender = createServerRenderer(app, options.distDir);
  const renderCache = createRenderCache(MAX_CACHED_PAGES);
  const startedAt = Date.now();
  /** What the pages are built from: in development the web build changes under the server. */
  function buildStamp(): string {
    if (app.env.NODE_ENV === 'production') return String(startedAt);
    const entry = path.join(options.distDir, 'server', 'entry-server.js');
    return `${templateMtime}:${existsSync(entry) ? statSync(entry).mtimeMs : 0}`;
  }

  if (existsSync(options.distDir)) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br/.gz twins of text assets (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', staticCacheControl(filePath));
      },
      // The server render's bundle (dist/server) is code for this process, not for browsers.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/server/'),
    });
  }

  async function resolveHead(request: FastifyRequest, url: URL): Promise<PageHead> {
    const matched = matchRoute(url.pathname);
    let head: PageHead = defaultPageHead(matched?.name ?? null);
    if (matched) {
      const resolver = pageHeadResolver(matched.name);
      if (resolver) {
        try {
          const query = Object.fromEntries(url.searchParams.entries());
          head = (await resolver({ params: matched.params, query, request })) ?? head;
        } catch (error) {
          request.log.warn({ err: error }, 'page head resolver failed');
        }
      }
    }
    return head;
  }

  /** The page's HTML around #root, its status and X-Robots-Tag, and its server render if any. */
  async function preparePage(request: FastifyRequest) {
    const url = new URL(request.url, 'http://localhost');
    const head = await resolveHead(request, url);
    const html = currentTemplate().replace(
      HEAD_MARKER,
      renderHeadTags(head, options.publicUrl, url.pathname),
    );
    // Public pages come with their content (server render, hydrated in the browser);
    // the others, or a render that fails, get the shell the browser renders.
    const page =
      request.method === 'GET' && html.includes(ROOT_ELEMENT)
        ? await serverRender(request, request.url)
        : null;
    return {
      status: head.status ?? 200,
      // docs/product/seo-pages.md noindex pages (the trip chat…) say it in the header too, for non-HTML crawlers.
      robots: head.noindex ? `noindex, ${head.follow ? 'follow' : 'nofollow'}` : null,
      html,
      page,
    };
  }

  /**
   * The whole page as one string; cacheable only when fully rendered. React has rendered every
   * boundary before the first byte (onAllReady): streaming it chunk by chunk gained nothing, and
   * Brotli flushed at every one of React's small writes cost twice the render (decision 016).
   */
  async function renderPage(
    request: FastifyRequest,
  ): Promise<{ page: CachedPage; rendered: boolean; cacheable: boolean }> {
    const { status, robots, html, page } = await preparePage(request);
    if (!page) return { page: { status, robots, html }, rendered: false, cacheable: false };
    const [before, after] = splitAtRoot(html, page.headTags);
    const body = new PassThrough();
    const chunks: string[] = [before];
    body.setEncoding('utf8');
    body.on('data', (chunk: string) => chunks.push(chunk));
    const ended = once(body, 'end');
    page.pipe(body, `</div>${page.stateScript}${after}`);
    await ended;
    return {
      page: { status, robots, html: chunks.join('') },
      rendered: true,
      cacheable: !page.degraded,
    };
  }

  /** A page rendered for this visitor alone (a session, or the cache unavailable). */
  async function sendFresh(request: FastifyRequest, reply: FastifyReply) {
    const started = performance.now();
    const { page, rendered } = await renderPage(request);
    if (page.robots) reply.header('x-robots-tag', page.robots);
    reply.code(page.status).type('text/html; charset=utf-8');
    if (rendered)
      reply.header('server-timing', `ssr;dur=${(performance.now() - started).toFixed(1)}`);
    // @fastify/compress's per-route hook misses the not-found handler: compressed here.
    return sendCompressed(request, reply, page.html);
  }

  /** The cache key of an anonymous GET: null when it must not be cached (version unknown). */
  async function cacheKey(request: FastifyRequest): Promise<string | null> {
    if (request.url.length > MAX_CACHED_URL_LENGTH) return null;
    let version: string;
    try {
      // From the database the page's data is read from: never ahead of what the render sees.
      version = await readPublicContentVersion(app.dbRead);
    } catch (error) {
      request.log.warn({ err: error }, 'public content version unavailable: page not cached');
      return null;
    }
    // Pages also change with the clock (past trips leave the lists, « demain » becomes « aujourd’hui »).
    const minute = Math.floor(Date.now() / 60_000);
    return `${buildStamp()}|${version}|${minute}|${request.url}`;
  }

  async function renderShell(request: FastifyRequest, reply: FastifyReply) {
    const personal = !isAnonymous(request);
    // A page is the same for every visitor without a session; one that sets the visitor's CSRF
    // cookie is theirs alone. Pages are revalidated on every visit (ETag): never stale.
    reply
      .header(
        'cache-control',
        personal || !request.cookies[CSRF_COOKIE] ? 'private, no-cache' : 'public, no-cache',
      )
      .header('vary', 'authorization, cookie');
    const started = performance.now();
    const key = request.method === 'GET' && !personal ? await cacheKey(request) : null;
    if (key === null) return sendFresh(request, reply);
    const { entry, hit } = await renderCache.get(key, () => renderPage(request));
    if (entry.robots) reply.header('x-robots-tag', entry.robots);
    reply
      .code(entry.status)
      .type('text/html; charset=utf-8')
      .header('etag', entry.etag)
      .header(
        'server-timing',
        `ssr;dur=${(performance.now() - started).toFixed(1)}, cache;desc=${hit ? 'hit' : 'miss'}`,
      );
    if (entry.status === 200 && ifNoneMatch(request, entry.etag)) return reply.code(304).send();
    appendVary(reply, 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding || entry.bytes.length < COMPRESSION_THRESHOLD) return reply.send(entry.bytes);
    return reply.header('content-encoding', encoding).send(entry.encoded(encoding));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !request.url.startsWith('/fichiers/') &&
      // A missing asset ("/logo.png") is a plain 404, but a route whose last parameter has a
      // dot (the reset link ends with an e-mail, "/reset-mot-de-passe/…/lea%40exemple.fr") is a page.
      (!/\.[a-z0-9]{2,5}(\?|$)/i.test(request.url.split('?')[0] ?? '') ||
        matchRoute(new URL(request.url, 'http://localhost').pathname) !== null);
    if (isPage) return renderShell(request, reply);
    return sendError(
      reply,
      404,
      request.url.startsWith('/api') ? apiErrorTexts.routeNotFound : apiErrorTexts.notFound,
    );
  });
});
