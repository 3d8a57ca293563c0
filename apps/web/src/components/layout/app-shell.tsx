import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { useSessionNavigation } from '@/lib/auth';
import { Spinner } from '../ui/spinner';
import { Footer } from './footer';
import { Header } from './header';
import { PendingNavigationNotice } from './page-loading';
import { RouteLoader } from './route-loader';
import { useRouteHeadDefaults } from '@/lib/use-page-head';

/**
 * The global shell of docs/product/seo-pages.md around every page. `overlays` are what features add to every page
 * (the help chat and the contact dialog), `headerActions` what they add to the header bar
 * (the help button on narrow screens), composed in src/app.
 */
export function AppShell({
  overlays,
  headerActions,
}: {
  overlays?: ReactNode;
  headerActions?: ReactNode;
}) {
  const navigate = useNavigate();

  // docs/product/seo-pages.md: each navigation while the session is valid extends it by 60 s (server too).
  useSessionNavigation();
  // A page without a head of its own shows its route's, not the previous page's.
  useRouteHeadDefaults();

  // docs/product/seo-pages.md: a 401 from the server sends to the 401 page.
  useEffect(() => {
    setUnauthorizedHandler(() => navigate('/erreur401', { replace: true }));
  }, [navigate]);

  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <RouteLoader />
      <PendingNavigationNotice />
      <Header actions={headerActions} />
      <main id="contenu" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {overlays}
      <ScrollRestoration />
    </>
  );
}
