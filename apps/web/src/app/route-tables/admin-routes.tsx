import { Navigate, type RouteObject } from 'react-router';
import { routePaths as paths } from '@bonneroute/shared/routes';
import { lazyPage } from '../lazy-page';
import { underUserSpace } from './under-user-space';

/** The admin pages, under /utilisateurs: ADMIN and MANAGER only (the admin route guards them). */
export const adminRoutes: RouteObject[] = [
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
    id: 'signalementsAdmin',
    path: underUserSpace(paths.signalementsAdmin),
    lazy: lazyPage('src/features/admin/pages/admin-reports-page.tsx'),
  },
  {
    id: 'conducteursSignalesAdmin',
    path: underUserSpace(paths.conducteursSignalesAdmin),
    lazy: lazyPage('src/features/admin/pages/admin-flagged-drivers-page.tsx'),
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
];
