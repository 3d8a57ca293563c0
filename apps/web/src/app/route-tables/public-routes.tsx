import type { RouteObject } from 'react-router';
import { routePaths as paths } from '@bonneroute/shared/routes';
import { lazyPage } from '../lazy-page';

const tripDetail = lazyPage('src/app/routes/trip-detail-route.tsx');
const home = lazyPage('src/app/routes/home-route.tsx');

/** The pages anyone may open, inside the site's shell. */
export const publicRoutes: RouteObject[] = [
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
    id: 'suivi',
    path: paths.suivi,
    lazy: lazyPage('src/features/trip-share/pages/shared-trip-page.tsx'),
  },
  {
    id: 'proposer',
    path: paths.proposer,
    lazy: lazyPage('src/features/trips/pages/publish-page.tsx'),
  },
  // Trip alerts (creation, e-mail confirmation, one-click unsubscribe).
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
    id: 'compteSupprime',
    path: paths.compteSupprime,
    lazy: lazyPage('src/features/account-rights/pages/account-deleted-page.tsx'),
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
    id: 'confidentialite',
    path: paths.confidentialite,
    lazy: lazyPage('src/features/legal/pages/privacy-page.tsx'),
  },
  {
    // A member's public profile: for visitors too, outside the user space's frame. Its static
    // siblings (/utilisateurs/infos, …) outrank this dynamic segment.
    id: 'profilUtilisateur',
    path: paths.profilUtilisateur,
    lazy: lazyPage('src/features/reviews/pages/public-profile-page.tsx'),
  },
];
