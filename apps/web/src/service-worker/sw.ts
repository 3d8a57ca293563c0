/**
 * BonneRoute's service worker (docs/decisions/031-installable-app.md), built by vite-plugin-pwa
 * (injectManifest) from Workbox's modules: no cache logic of our own.
 *
 * - The build's assets and the offline page are precached: the shell loads with no network.
 * - Pages and the API's reads go to the network first (fresh when online, never stale seats) and,
 *   with no network, come from what was last read; never the money API, sign-in or staff pages
 *   (offline-rules.ts). Workbox routes only GET: writes always reach the server.
 * - A page never visited, offline, gets the French offline page.
 * - A new version waits until the member clicks « Recharger » (SKIP_WAITING message).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { offlineFallback, warmStrategyCache } from 'workbox-recipes';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  isReadableOffline,
  OFFLINE_PAGE,
  pageDenylist,
  PRIVATE_CACHES,
} from '../lib/pwa/offline-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const [API_CACHE, PAGES_CACHE] = PRIVATE_CACHES;
/** Beyond this the network is taken as gone (a motorway with one bar of signal). */
const NETWORK_TIMEOUT_SECONDS = 4;
const TWO_WEEKS = 14 * 24 * 3600;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: TWO_WEEKS }),
  ],
});
registerRoute(new NavigationRoute(pages, { denylist: pageDenylist }));
// The home and the next trip are there offline even if the member never went back to them
// after the service worker arrived (the first page was loaded before it).
warmStrategyCache({ urls: ['/', '/utilisateurs/prochain-trajet'], strategy: pages });

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isReadableOffline(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: TWO_WEEKS }),
    ],
  }),
);

offlineFallback({ pageFallback: OFFLINE_PAGE });

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** What the server pushes (apps/api/src/push/push-sender.ts `PushMessage`). */
interface PushMessage {
  titre: string;
  corps: string;
  url: string;
  tag: string;
}

// A push (RFC 8030) decrypted by the browser: shown at once, even with no tab open.
self.addEventListener('push', (event) => {
  const message = event.data?.json() as PushMessage | undefined;
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.titre, {
      body: message.corps,
      tag: message.tag,
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      lang: 'fr',
      data: { url: message.url },
    }),
  );
});

// A click opens the page the notification is about, in a BonneRoute tab if one is open.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/',
    self.location.origin,
  );
  // Only our own pages: a payload never sends the member elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs[0];
      if (tab) {
        await tab.focus();
        await tab.navigate(url);
      } else await self.clients.openWindow(url);
    })(),
  );
});
