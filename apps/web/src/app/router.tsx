import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { routePaths as paths } from '@bonneroute/shared/routes';
import { AppShell } from '@/components/layout/app-shell';
import { AppLoading } from '@/components/layout/page-loading';
import { HelpHeaderButton, MessagingOverlays } from '@/features/messaging';
import { lazyPage } from './lazy-page';
import { GuardedRoute } from './routes/guarded-route';
import { RouteError } from './routes/route-error';

/** Relative path of a child route under /utilisateurs. */
const underUserSpace = (path: string) => path.replace(/^\/utilisateurs\/?/, '');

const tripDetail = lazyPage(() => import('./routes/trip-detail-route'));
const home = lazyPage(() => import('./routes/home-route'));

/** Every route of spec §2, ids = the spec's route names, one lazily loaded chunk per page. */
export const routes: RouteObject[] = [
  // Issue 9: the activities of /gaming are framed pages, without the site shell around them.
  {
    id: 'activite',
    path: paths.activite,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    lazy: lazyPage(() => import('@/features/games/pages/activity-frame-page')),
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
        lazy: lazyPage(() => import('@/features/errors/pages/not-found-page')),
      },
      {
        id: 'erreur401',
        path: paths.erreur401,
        lazy: lazyPage(() => import('@/features/errors/pages/unauthorized-page')),
      },
      {
        id: 'inscription',
        path: paths.inscription,
        lazy: lazyPage(() => import('@/features/auth/pages/register-page')),
      },
      {
        id: 'infoMessagerie',
        path: paths.infoMessagerie,
        lazy: lazyPage(() => import('@/features/messaging/pages/messaging-info-page')),
      },
      {
        id: 'proposer',
        path: paths.proposer,
        lazy: lazyPage(() => import('@/features/trips/pages/publish-page')),
      },
      // Issue 19: trip alerts (creation, e-mail confirmation, one-click unsubscribe).
      {
        id: 'alerteNouvelle',
        path: paths.alerteNouvelle,
        lazy: lazyPage(() => import('@/features/alerts/pages/create-alert-page')),
      },
      {
        id: 'alerteConfirmation',
        path: paths.alerteConfirmation,
        lazy: lazyPage(() => import('@/features/alerts/pages/confirm-alert-page')),
      },
      {
        id: 'alerteDesabonnement',
        path: paths.alerteDesabonnement,
        lazy: lazyPage(() => import('@/features/alerts/pages/unsubscribe-page')),
      },
      {
        id: 'sudoku',
        path: paths.sudoku,
        lazy: lazyPage(() => import('@/features/games/pages/sudoku-page')),
      },
      {
        id: 'gaming',
        path: paths.gaming,
        lazy: lazyPage(() => import('@/features/games/pages/gaming-page')),
      },
      {
        id: 'trouver',
        path: paths.trouver,
        lazy: lazyPage(() => import('@/features/trips/pages/search-page')),
      },
      {
        id: 'resultats',
        path: paths.resultats,
        lazy: lazyPage(() => import('@/features/trips/pages/results-page')),
      },
      {
        id: 'blog',
        path: paths.blog,
        lazy: lazyPage(() => import('@/features/blog/pages/blog-page')),
      },
      {
        id: 'blog-article',
        path: paths.blogArticle,
        lazy: lazyPage(() => import('@/features/blog/pages/blog-article-page')),
      },
      {
        id: 'region',
        path: paths.region,
        lazy: lazyPage(() => import('@/features/geo/pages/region-page')),
      },
      {
        id: 'departement',
        path: paths.departement,
        lazy: lazyPage(() => import('@/features/geo/pages/department-page')),
      },
      {
        id: 'ville',
        path: paths.ville,
        lazy: lazyPage(() => import('@/features/geo/pages/town-page')),
      },
      {
        id: 'villes',
        path: paths.villes,
        lazy: lazyPage(() => import('@/features/geo/pages/town-pair-page')),
      },
      { id: 'covoiturage', path: paths.covoiturage, lazy: tripDetail },
      { id: 'covoiturageCourt', path: paths.covoiturageCourt, lazy: tripDetail },
      {
        id: 'connexion',
        path: paths.connexion,
        lazy: lazyPage(() => import('@/features/auth/pages/login-page')),
      },
      {
        id: 'motDePasseOublie',
        path: paths.motDePasseOublie,
        lazy: lazyPage(() => import('@/features/auth/pages/forgot-password-page')),
      },
      {
        id: 'resetMotDePasse',
        path: paths.resetMotDePasse,
        lazy: lazyPage(() => import('@/features/auth/pages/reset-password-page')),
      },
      {
        id: 'validation',
        path: paths.validation,
        lazy: lazyPage(() => import('@/features/auth/pages/email-validation-page')),
      },
      {
        id: 'nousConnaitre',
        path: paths.nousConnaitre,
        lazy: lazyPage(() => import('@/features/legal/pages/about-page')),
      },
      {
        id: 'conditionsGenerales',
        path: paths.conditionsGenerales,
        lazy: lazyPage(() => import('@/features/legal/pages/terms-page')),
      },
      {
        id: 'mentionsLegales',
        path: paths.mentionsLegales,
        lazy: lazyPage(() => import('@/features/legal/pages/legal-notice-page')),
      },
      {
        element: <GuardedRoute />,
        children: [
          {
            id: 'chat',
            path: paths.chat,
            lazy: lazyPage(() => import('@/features/messaging/pages/chat-page')),
          },
          {
            id: 'paiement',
            path: paths.paiement,
            lazy: lazyPage(() => import('@/features/booking/pages/payment-page')),
          },
          {
            path: paths.homeUtilisateurs,
            lazy: lazyPage(() => import('@/features/user-space/components/user-space-layout')),
            children: [
              {
                id: 'homeUtilisateurs',
                index: true,
                lazy: lazyPage(() => import('./routes/dashboard-route')),
              },
              {
                id: 'infosUtilisateurs',
                path: underUserSpace(paths.infosUtilisateurs),
                lazy: lazyPage(() => import('@/features/user-space/pages/profile-page')),
              },
              {
                id: 'avisUtilisateurs',
                path: underUserSpace(paths.avisUtilisateurs),
                lazy: lazyPage(() => import('@/features/reviews/pages/reviews-page')),
              },
              {
                // Issue 18: the review form (the invitation e-mail's link).
                id: 'avisEcrire',
                path: underUserSpace(paths.avisEcrire),
                lazy: lazyPage(() => import('@/features/reviews/pages/write-review-page')),
              },
              {
                id: 'trajetsUtilisateurs',
                path: underUserSpace(paths.trajetsUtilisateurs),
                lazy: lazyPage(() => import('@/features/trips/pages/my-trips-page')),
              },
              {
                id: 'argentUtilisateurs',
                path: underUserSpace(paths.argentUtilisateurs),
                lazy: lazyPage(() => import('./routes/money-route')),
              },
              {
                id: 'notificationsUtilisateurs',
                path: underUserSpace(paths.notificationsUtilisateurs),
                lazy: lazyPage(() => import('@/features/user-space/pages/notifications-page')),
              },
              {
                // Issue 19: « Mes alertes ».
                id: 'alertesUtilisateurs',
                path: underUserSpace(paths.alertesUtilisateurs),
                lazy: lazyPage(() => import('@/features/alerts/pages/my-alerts-page')),
              },
              {
                id: 'enVoitureUtilisateurs',
                path: underUserSpace(paths.enVoitureUtilisateurs),
                lazy: lazyPage(() => import('./routes/en-voiture-user-route')),
              },
              {
                // Issue 10: ADMIN and MANAGER only (guard + admin tabs around every admin page).
                lazy: lazyPage(() => import('./routes/admin-route')),
                children: [
                  {
                    id: 'admin',
                    path: underUserSpace(paths.admin),
                    element: <Navigate to={paths.dashboardAdmin} replace />,
                  },
                  {
                    id: 'dashboardAdmin',
                    path: underUserSpace(paths.dashboardAdmin),
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-dashboard-page')),
                  },
                  {
                    id: 'emailAdmin',
                    path: underUserSpace(paths.emailAdmin),
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-emails-page')),
                  },
                  {
                    id: 'inscriptionAdmin',
                    path: underUserSpace(paths.inscriptionAdmin),
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-registrations-page')),
                  },
                  {
                    id: 'trajetsAdmin',
                    path: underUserSpace(paths.trajetsAdmin),
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-trips-page')),
                  },
                  {
                    id: 'documentsAdmin',
                    path: underUserSpace(paths.documentsAdmin),
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-documents-page')),
                  },
                  {
                    id: 'codesPromoAdmin',
                    path: underUserSpace(paths.codesPromoAdmin),
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-promo-codes-page')),
                  },
                  {
                    id: 'rapprochementAdmin',
                    path: underUserSpace(paths.rapprochementAdmin),
                    lazy: lazyPage(
                      () => import('@/features/admin/pages/admin-reconciliation-page'),
                    ),
                  },
                  {
                    id: 'utilisateursAdmin',
                    path: underUserSpace(paths.utilisateursAdmin),
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-users-page')),
                  },
                  {
                    id: 'newslettersAdmin',
                    path: underUserSpace(paths.newslettersAdmin),
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-newsletters-page')),
                  },
                  {
                    id: 'avisAdmin',
                    path: underUserSpace(paths.avisAdmin),
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-reviews-page')),
                  },
                  {
                    id: 'messagesAdmin',
                    path: underUserSpace(paths.messagesAdmin),
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-messages-page')),
                  },
                  {
                    id: 'otpMobileAdmin',
                    path: underUserSpace(paths.otpMobileAdmin),
                    lazy: lazyPage(() => import('@/features/admin/pages/admin-otp-page')),
                  },
                ],
              },
              {
                id: 'profilUtilisateur',
                path: underUserSpace(paths.profilUtilisateur),
                lazy: lazyPage(() => import('@/features/reviews/pages/public-profile-page')),
              },
            ],
          },
        ],
      },
      {
        id: 'notFound',
        path: '*',
        lazy: lazyPage(() => import('@/features/errors/pages/not-found-page')),
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

export function createRouter() {
  return createBrowserRouter(routes);
}
