import type { RouteObject } from 'react-router';
import { routePaths as paths } from '@bonneroute/shared/routes';
import { lazyPage } from '../lazy-page';
import { adminRoutes } from './admin-routes';
import { underUserSpace } from './under-user-space';

/** The user space's pages, under /utilisateurs (a session is required). */
export const userSpaceRoutes: RouteObject[] = [
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
    // The review form (the invitation e-mail's link).
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
    // « Mes alertes ».
    id: 'alertesUtilisateurs',
    path: underUserSpace(paths.alertesUtilisateurs),
    lazy: lazyPage('src/features/alerts/pages/my-alerts-page.tsx'),
  },
  {
    // « Mes signalements »: my reports, the decisions that concern me, « Contester ».
    id: 'signalementsUtilisateurs',
    path: underUserSpace(paths.signalementsUtilisateurs),
    lazy: lazyPage('src/features/reports/pages/my-reports-page.tsx'),
  },
  {
    // « Mes données »: download my data, delete my account.
    id: 'donneesUtilisateurs',
    path: underUserSpace(paths.donneesUtilisateurs),
    lazy: lazyPage('src/features/account-rights/pages/my-data-page.tsx'),
  },
  {
    // « Membres bloqués »: unblock.
    id: 'bloquesUtilisateurs',
    path: underUserSpace(paths.bloquesUtilisateurs),
    lazy: lazyPage('src/features/user-space/pages/blocked-members-page.tsx'),
  },
  {
    id: 'enVoitureUtilisateurs',
    path: underUserSpace(paths.enVoitureUtilisateurs),
    lazy: lazyPage('src/app/routes/en-voiture-user-route.tsx'),
  },
  {
    // ADMIN and MANAGER only (guard + admin tabs around every admin page).
    lazy: lazyPage('src/app/routes/admin-route.tsx'),
    children: adminRoutes,
  },
];
