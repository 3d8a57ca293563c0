import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routePaths as paths } from '@bonneroute/shared/routes';
import { AppShell } from '@/components/layout/app-shell';
import { AppLoading } from '@/components/layout/page-loading';
import { HelpHeaderButton, MessagingOverlays } from '@/features/messaging';
import { ReportOverlay } from '@/features/reports';
import { lazyPage, type PageLoader } from './lazy-page';
import { GuardedRoute } from './routes/guarded-route';
import { RouteError } from './routes/route-error';
import { publicRoutes } from './route-tables/public-routes';
import { userSpaceRoutes } from './route-tables/user-space-routes';

/** Every route of docs/product/README.md, ids = the documented route names, one lazily loaded chunk per page. */
export const routes: RouteObject[] = [
  // The activities of /gaming are framed pages, without the site shell around them.
  {
    id: 'activite',
    path: paths.activite,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    lazy: lazyPage('src/features/games/pages/activity-frame-page.tsx'),
  },
  {
    element: (
      <AppShell
        overlays={
          <>
            <MessagingOverlays />
            <ReportOverlay />
          </>
        }
        headerActions={<HelpHeaderButton />}
      />
    ),
    errorElement: <RouteError />,
    // The first page's code loads before anything renders (no "No HydrateFallback" warning).
    HydrateFallback: AppLoading,
    children: [
      ...publicRoutes,
      {
        // Its own guard: offline, the last copy shows even after the session has run out.
        id: 'prochainTrajet',
        path: paths.prochainTrajet,
        lazy: lazyPage('src/features/next-trip/pages/next-trip-page.tsx'),
      },
      {
        element: <GuardedRoute />,
        children: [
          {
            id: 'chat',
            path: paths.chat,
            lazy: lazyPage('src/features/messaging/pages/chat-page.tsx'),
          },
          {
            id: 'paiement',
            path: paths.paiement,
            lazy: lazyPage('src/features/booking/pages/payment-page.tsx'),
          },
          {
            path: paths.homeUtilisateurs,
            lazy: lazyPage('src/features/user-space/components/user-space-layout.tsx'),
            children: userSpaceRoutes,
          },
        ],
      },
      {
        id: 'notFound',
        path: '*',
        lazy: lazyPage('src/features/errors/pages/not-found-page.tsx'),
      },
    ],
  },
];

/**
 * The public pages the server renders (and the browser hydrates); the other pages
 * (forms, user space, admin) keep the client-rendered shell.
 */
export const serverRenderedRouteIds: ReadonlySet<string> = new Set([
  'welcome',
  'home',
  'promotions',
  'resultats',
  'blog',
  'blog-article',
  'region',
  'departement',
  'pays',
  'ville',
  'villes',
  'covoiturage',
  'covoiturageCourt',
  'nousConnaitre',
  'conditionsGenerales',
  'mentionsLegales',
  'confidentialite',
  'erreur404',
  'notFound',
]);

/**
 * Before hydrating a server-rendered page, the code of its lazy routes is loaded and merged into
 * the route objects: the first client render then matches the server's HTML (no fallback).
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      route.lazy = undefined;
    }),
  );
}

/** The manifest keys of the modules the lazy routes matching `pathname` load (outermost first). */
export function routeModules(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const module = (route.lazy as Partial<PageLoader> | undefined)?.module;
    return module ? [module] : [];
  });
}

/**
 * Hydrating a server-rendered page, the router is told it starts from the server's state (no
 * loader data: the pages' data is in the query cache). Without it, React Router treats the first
 * render as a navigation and scrolls to the top: a visitor who had already scrolled the server's
 * page (results, a long town page) was thrown back up when the JavaScript arrived.
 */
export function createRouter({ hydrating = false }: { hydrating?: boolean } = {}) {
  return createBrowserRouter(routes, hydrating ? { hydrationData: { loaderData: {} } } : {});
}
