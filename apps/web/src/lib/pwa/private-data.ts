import { PRIVATE_CACHES } from './offline-rules';

/** What this browser keeps of a member for reading offline (docs/decisions/031-installable-app.md). */
export const NEXT_TRIP_KEY = 'bonneroute.prochain-trajet';

/** Logout: nothing private stays on the device (the service worker's caches, the next trip). */
export async function clearPrivateData(): Promise<void> {
  try {
    localStorage.removeItem(NEXT_TRIP_KEY);
  } catch {
    // No storage, nothing kept.
  }
  if (typeof caches === 'undefined') return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
