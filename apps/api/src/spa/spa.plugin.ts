import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@bonneroute/shared/routes';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { sendCompressed } from '../plugins/compression';
import { sendError } from '../plugins/error-handler';
import { defaultPageHead, pageHeadResolver, renderHeadTags, type PageHead } from './page-head';
import { createServerRenderer, ROOT_ELEMENT } from './server-render';

const HEAD_MARKER = '<!--app-head-->';

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

  if (existsSync(options.distDir)) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // Issue 23: the build writes .br/.gz twins of text assets (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
      // The server render's bundle (dist/server) is code for this process, not for browsers.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/server/'),
    });
  }

  async function renderShell(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://localhost');
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
    let html = currentTemplate().replace(
      HEAD_MARKER,
      renderHeadTags(head, options.publicUrl, url.pathname),
    );
    // spec §2 noindex pages (the trip chat…) say it in the header too, for non-HTML crawlers.
    if (head.noindex)
      reply.header('x-robots-tag', `noindex, ${head.follow ? 'follow' : 'nofollow'}`);
    reply
      .code(head.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    // Issue 23: public pages come with their content (server render, hydrated in the browser);
    // the others, or a render that fails, get the shell the browser renders.
    const started = performance.now();
    const page =
      request.method === 'GET' && html.includes(ROOT_ELEMENT)
        ? await serverRender(request, request.url)
        : null;
    if (!page) return sendCompressed(request, reply, html);
    // The page's route chunk and CSS, so its HTML paints styled (no shift at hydration).
    html = html.replace('</head>', `${page.headTags}</head>`);
    const rootAt = html.indexOf(ROOT_ELEMENT);
    reply.header('server-timing', `ssr;dur=${(performance.now() - started).toFixed(1)}`);
    const body = new PassThrough();
    body.write(html.slice(0, rootAt + ROOT_ELEMENT.length - '</div>'.length));
    page.pipe(body, `</div>${page.stateScript}${html.slice(rootAt + ROOT_ELEMENT.length)}`);
    // @fastify/compress's per-route hook misses the not-found handler: compressed here,
    // each chunk flushed as it is rendered (plugins/compression.ts).
    return sendCompressed(request, reply, body);
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
