import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { resolveLazyRoutes } from './app/router';
import { readServerState } from './app/ssr-state';
import { createQueryClient } from './lib/query-client';
import { sessionStore } from './lib/session-store';
import './styles/global.css';

async function start(container: HTMLElement): Promise<void> {
  const serverState = readServerState();
  if (!serverState) {
    // A page the server left to the browser (private pages, or its render failed).
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // The server rendered this page. Its data goes into the cache (no second fetch) and
  // its route code is loaded before hydrating, so the first render matches the server's HTML.
  const queryClient = createQueryClient();
  hydrate(queryClient, serverState.queries);
  // The server rendered for a visitor without a session (the token lives in this browser): a
  // member's view of the same data (their bookings on a trip, the trip chat) comes from the API
  // with their token. The first render still shows the server's data, then it is fetched again.
  if (sessionStore.validToken()) {
    const fromServer = new Set(serverState.queries.queries.map((query) => query.queryHash));
    void queryClient.invalidateQueries({
      predicate: (query) => fromServer.has(query.queryHash),
      refetchType: 'none',
    });
  }
  await resolveLazyRoutes(window.location.pathname);
  // Hydration as a transition is done in slices of a few milliseconds, the main thread
  // free in between (input, paint); a plain hydrateRoot is one long task (Total Blocking Time).
  // A click meanwhile makes React hydrate what was clicked first.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

// docs/decisions/031-installable-app.md: the browser offers the install once, early; the offer is
// kept (no mini-infobar on a first visit) for the app-install module, loaded after the page.
let installOffer: Event | null = null;
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  installOffer = event;
});
function startInstallableApp(): void {
  void import('./features/app-install/start').then(({ startAppInstall }) =>
    startAppInstall(installOffer as Parameters<typeof startAppInstall>[0]),
  );
}
if (document.readyState === 'complete') startInstallableApp();
else window.addEventListener('load', startInstallableApp, { once: true });

const container = document.getElementById('root');
if (!container) throw new Error('#root introuvable');
void start(container);
