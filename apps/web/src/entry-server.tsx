import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './app/providers';
import { routeModules, routes, serverRenderedRouteIds } from './app/router';
import { serializeState } from './app/ssr-state';

/** The API's spa plugin gives the server render its in-process transport to /api. */
export { setApiFetch } from '@/lib/api-client';

/** A server-rendered page, ready to stream (every Suspense boundary resolved: crawlers see it all). */
export interface RenderedPage {
  /** Streams the HTML of #root's content into `destination` (then ends it). */
  pipe<Writable extends NodeJS.WritableStream>(destination: Writable): Writable;
  /** The <script> handing the query cache to the browser; goes after #root. */
  stateScript: string;
  /** The page's lazily loaded modules (client manifest keys): the server links their chunks. */
  modules: string[];
}

/** Renders of the page used to discover the queries its components ask for (dependent queries). */
const MAX_DATA_PASSES = 4;
const RENDER_TIMEOUT_MS = 10_000;

const handler = createStaticHandler(routes);

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Fetches the page's data with the page's own hooks: each render registers the queries its
 * components use (same keys, same functions); they are fetched, and the page is rendered again
 * until no new query appears (the pair page's trips need its price range first).
 */
async function prefetchPageData(queryClient: QueryClient, app: () => ReactNode): Promise<void> {
  const cache = queryClient.getQueryCache();
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    renderToString(app());
    const waiting = cache.findAll({
      predicate: (query) =>
        query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  // A query that failed here (404, rate limit) is left to the browser: it shows its loading
  // state on the server and on the first client render alike, then asks again.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
}

/**
 * Renders a public page as an anonymous visitor sees it; null for a page the browser renders
 * itself (private pages, redirects).
 */
export async function render(url: string): Promise<RenderedPage | null> {
  const request = new Request(new URL(url, 'http://localhost'));
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1)?.route.id;
  if (!leaf || !serverRenderedRouteIds.has(leaf) || context.errors) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const app = () => (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  await prefetchPageData(queryClient, app);
  const stateScript = serializeState({ queries: dehydrate(queryClient) });

  return new Promise<RenderedPage>((resolve, reject) => {
    let failure: unknown = null;
    const stream = renderToPipeableStream(app(), {
      // Every boundary is complete when the stream starts (onAllReady): written in place, never
      // outlined behind an inline script, which the CSP (script-src 'self') would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
      onAllReady() {
        clearTimeout(timer);
        if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
        else
          resolve({
            pipe: (destination) => stream.pipe(destination),
            stateScript,
            modules: routeModules(new URL(request.url).pathname),
          });
      },
    });
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`server render of ${url} took more than ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
  });
}
