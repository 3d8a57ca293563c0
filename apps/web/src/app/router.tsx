import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { routePaths as paths } from '@bonneroute/shared/routes';
import { AppShell } from '@/components/layout/app-shell';
import { AppLoading } from '@/components/layout/page-loading';
import { HelpHeaderButton, MessagingOverlays } from '@/features/messaging';
import { lazyPage, type PageLoader } from './lazy-page';
import { GuardedRoute } from './routes/guarded-route';
import { RouteError } from './routes/route-error';

/** Relative path of a child route under /utilisateurs. */
const underUserSpace = (path: string) => path.replace(/^\/utilisateurs\/?/, '');

const tripDetail = lazyPage('src/app/routes/trip-detail-route.tsx');
const home = lazyPage('src/app/routes/home-route.tsx');

/** Every route of spec §2, ids = the spec's route names, one lazily loaded chunk per page. */
export const routes: RouteObject[] = [
  // Issue 9: the activities of /gaming are framed pages, without the site shell around them.
  {
    id: 'activite',
    path: paths.activite,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    lazy: lazyPage('src/features/games/pages/activity-frame-page.tsx'),
  },
  {
    element: <AppShell overlays={<MessagingOverlays />} headerActions={<HelpHeaderButton />} />,
    errorElement: <RouteError />,
    // The first page's code loads before anything renders (no "No HydrateFallback" warning).
    HydrateFallback: AppLoading,
    children: [
      { id: 'welcome', path: paths.welcome, lazy: home },
      { id: 'home', path: paths.home, lazy: home },
      { id: 'promotions', path: paths.promotions, lazy: home },
      {
        id: 'erreur404',
        path: paths.erreur404,
        lazy: lazyPage('src/features/errors/pages/not-found-page.tsx'),
      },
      {
        id: 'erreur401',
        path: paths.erreur401,
        lazy: lazyPage('src/features/errors/pages/unauthorized-page.tsx'),
      },
      {
        id: 'inscription',
        path: paths.inscription,
        lazy: lazyPage('src/features/auth/pages/register-page.tsx'),
      },
      {
        id: 'infoMessagerie',
        path: paths.infoMessagerie,
        lazy: lazyPage('src/features/messaging/pages/messaging-info-page.tsx'),
      },
      {
        id: 'proposer',
        path: paths.proposer,
        lazy: lazyPage('src/features/trips/pages/publish-page.tsx'),
      },
      // Issue 19: trip alerts (creation, e-mail confirmation, one-click unsubscribe).
      {
        id: 'alerteNouvelle',
        path: paths.alerteNouvelle,
        lazy: lazyPage('src/features/alerts/pages/create-alert-page.tsx'),
      },
      {
        id: 'alerteConfirmation',
        path: paths.alerteConfirmation,
        lazy: lazyPage('src/features/alerts/pages/confirm-alert-page.tsx'),
      },
      {
        id: 'alerteDesabonnement',
        path: paths.alerteDesabonnement,
        lazy: lazyPage('src/features/alerts/pages/unsubscribe-page.tsx'),
      },
      {
        id: 'sudoku',
        path: paths.sudoku,
        lazy: lazyPage('src/features/games/pages/sudoku-page.tsx'),
      },
      {
        id: 'gaming',
        path: paths.gaming,
        lazy: lazyPage('src/features/games/pages/gaming-page.tsx'),
      },
      {
        id: 'trouver',
        path: paths.trouver,
        lazy: lazyPage('src/features/trips/pages/search-page.tsx'),
      },
      {
        id: 'resultats',
        path: paths.resultats,
        lazy: lazyPage('src/features/trips/pages/results-page.tsx'),
      },
      {
        id: 'blog',
        path: paths.blog,
        lazy: lazyPage('src/features/blog/pages/blog-page.tsx'),
      },
      {
        id: 'blog-article',
        path: paths.blogArticle,
        lazy: lazyPage('src/features/blog/pages/blog-article-page.tsx'),
      },
      {
        id: 'region',
        path: paths.region,
        lazy: lazyPage('src/features/geo/pages/region-page.tsx'),
      },
      {
        id: 'departement',
        path: paths.departement,
        lazy: lazyPage('src/features/geo/pages/department-page.tsx'),
      },
      {
        id: 'pays',
        path: paths.pays,
        lazy: lazyPage('src/features/geo/pages/country-page.tsx'),
      },
      {
        id: 'ville',
        path: paths.ville,
        lazy: lazyPage('src/features/geo/pages/town-page.tsx'),
      },
      {
        id: 'villes',
        path: paths.villes,
        lazy: lazyPage('src/features/geo/pages/town-pair-page.tsx'),
      },
      { id: 'covoiturage', path: paths.covoiturage, lazy: tripDetail },
      { id: 'covoiturageCourt', path: paths.covoiturageCourt, lazy: tripDetail },
      {
        id: 'connexion',
        path: paths.connexion,
        lazy: lazyPage('src/features/auth/pages/login-page.tsx'),
      },
      {
        id: 'motDePasseOublie',
        path: paths.motDePasseOublie,
        lazy: lazyPage('src/features/auth/pages/forgot-password-page.tsx'),
      },
      {
        id: 'resetMotDePasse',
        path: paths.resetMotDePasse,
        lazy: lazyPage('src/features/auth/pages/reset-password-page.tsx'),
      },
      {
        id: 'validation',
        path: paths.validation,
        lazy: lazyPage('src/features/auth/pages/email-validation-page.tsx'),
      },
      {
        id: 'nousConnaitre',
        path: paths.nousConnaitre,
        lazy: lazyPage('src/features/legal/pages/about-page.tsx'),
      },
      {
        id: 'conditionsGenerales',
        path: paths.conditionsGenerales,
        lazy: lazyPage('src/features/legal/pages/terms-page.tsx'),
      },
      {
        id: 'mentionsLegales',
        path: paths.mentionsLegales,
        lazy: lazyPage('src/features/legal/pages/legal-notice-page.tsx'),
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
            children: [
              {
                id: 'homeUtilisateurs',
                index: true,
                lazy: lazyPage('src/app/routes/dashboard-route.tsx'),
              },
              {
                id: 'infosUtilisateurs',
                path: underUserSpace(paths.infosUtilisateurs),
                lazy: lazyPage('src/features/user-space/pages/profile-page.tsx'),
              },
              {
                id: 'avisUtilisateurs',
                path: underUserSpace(paths.avisUtilisateurs),
                lazy: lazyPage('src/features/reviews/pages/reviews-page.tsx'),
              },
              {
                // Issue 18: the review form (the invitation e-mail's link).
                id: 'avisEcrire',
                path: underUserSpace(paths.avisEcrire),
                lazy: lazyPage('src/features/reviews/pages/write-review-page.tsx'),
              },
              {
                id: 'trajetsUtilisateurs',
                path: underUserSpace(paths.trajetsUtilisateurs),
                lazy: lazyPage('src/features/trips/pages/my-trips-page.tsx'),
              },
              {
                id: 'argentUtilisateurs',
                path: underUserSpace(paths.argentUtilisateurs),
                lazy: lazyPage('src/app/routes/money-route.tsx'),
              },
              {
                id: 'notificationsUtilisateurs',
                path: underUserSpace(paths.notificationsUtilisateurs),
                lazy: lazyPage('src/features/user-space/pages/notifications-page.tsx'),
              },
              {
                // Issue 19: « Mes alertes ».
                id: 'alertesUtilisateurs',
                path: underUserSpace(paths.alertesUtilisateurs),
                lazy: lazyPage('src/features/alerts/pages/my-alerts-page.tsx'),
              },
              {
                id: 'enVoitureUtilisateurs',
                path: underUserSpace(paths.enVoitureUtilisateurs),
                lazy: lazyPage('src/app/routes/en-voiture-user-route.tsx'),
              },
              {
                // Issue 10: ADMIN and MANAGER only (guard + admin tabs around every admin page).
                lazy: lazyPage('src/app/routes/admin-route.tsx'),
                children: [
                  {
                    id: 'admin',
                    path: underUserSpace(paths.admin),
                    element: <Navigate to={paths.dashboardAdmin} replace />,
                  },
                  {
                    id: 'dashboardAdmin',
                    path: underUserSpace(paths.dashboardAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-dashboard-page.tsx'),
                  },
                  {
                    id: 'emailAdmin',
                    path: underUserSpace(paths.emailAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-emails-page.tsx'),
                  },
                  {
                    id: 'inscriptionAdmin',
                    path: underUserSpace(paths.inscriptionAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-registrations-page.tsx'),
                  },
                  {
                    id: 'trajetsAdmin',
                    path: underUserSpace(paths.trajetsAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-trips-page.tsx'),
                  },
                  {
                    id: 'documentsAdmin',
                    path: underUserSpace(paths.documentsAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-documents-page.tsx'),
                  },
                  {
                    id: 'codesPromoAdmin',
                    path: underUserSpace(paths.codesPromoAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-promo-codes-page.tsx'),
                  },
                  {
                    id: 'rapprochementAdmin',
                    path: underUserSpace(paths.rapprochementAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-reconciliation-page.tsx'),
                  },
                  {
                    id: 'utilisateursAdmin',
                    path: underUserSpace(paths.utilisateursAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-users-page.tsx'),
                  },
                  {
                    id: 'newslettersAdmin',
                    path: underUserSpace(paths.newslettersAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-newsletters-page.tsx'),
                  },
                  {
                    id: 'avisAdmin',
                    path: underUserSpace(paths.avisAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-reviews-page.tsx'),
                  },
                  {
                    id: 'messagesAdmin',
                    path: underUserSpace(paths.messagesAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-messages-page.tsx'),
                  },
                  {
                    id: 'otpMobileAdmin',
                    path: underUserSpace(paths.otpMobileAdmin),
                    lazy: lazyPage('src/features/admin/pages/admin-otp-page.tsx'),
                  },
                ],
              },
              {
                id: 'profilUtilisateur',
                path: underUserSpace(paths.profilUtilisateur),
                lazy: lazyPage('src/features/reviews/pages/public-profile-page.tsx'),
              },
            ],
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
 * Issue 23: the public pages the server renders (and the browser hydrates); the other pages
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
