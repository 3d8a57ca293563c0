import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppInstallBanners } from './app-install-banners';
import { appInstallStore, type InstallOffer } from './app-install-store';
import { registerServiceWorker } from './register-service-worker';

/**
 * The installable app's start, loaded by main.tsx after the page's load event: the service
 * worker, the install offer, and the two banners (new version, install) in a root of their own,
 * so nothing of it weighs on the pages' start-up JavaScript or their hydration.
 */
export function startAppInstall(earlyOffer: InstallOffer | null): void {
  if ('serviceWorker' in navigator) registerServiceWorker();
  if (earlyOffer) appInstallStore.offerInstall(earlyOffer);
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    appInstallStore.offerInstall(event as InstallOffer);
  });
  window.addEventListener('appinstalled', () => appInstallStore.offerInstall(null));
  const container = document.createElement('div');
  container.id = 'installation-application';
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <AppInstallBanners />
    </StrictMode>,
  );
}
