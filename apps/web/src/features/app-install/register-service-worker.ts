import { registerSW } from 'virtual:pwa-register';
import { appInstallStore } from './app-install-store';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker once the page has loaded (loaded on demand from main.tsx: the
 * home's start-up JavaScript does not carry it). A new version found later waits for the member's
 * « Recharger » rather than changing the page under them.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      appInstallStore.updateWaiting(() => update(true));
    },
    // A member who keeps the app open for days still hears of a new version.
    onRegisteredSW(_url: string, registration: ServiceWorkerRegistration | undefined) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    // No worker (a private window, a browser that refuses it): the site works as a web page.
    onRegisterError() {},
  });
}
