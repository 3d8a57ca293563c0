import { useSyncExternalStore } from 'react';

/**
 * What the installable app tells the page (docs/decisions/031-installable-app.md): a new version
 * waiting, and the browser's install offer kept for later (`beforeinstallprompt` comes once, early).
 */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface AppInstallState {
  updateWaiting: boolean;
  installOffer: InstallOffer | null;
}

let state: AppInstallState = { updateWaiting: false, installOffer: null };
let applyUpdate: () => Promise<void> = async () => window.location.reload();
const listeners = new Set<() => void>();

function set(next: Partial<AppInstallState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const appInstallStore = {
  get: (): AppInstallState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  updateWaiting(update: () => Promise<void>): void {
    applyUpdate = update;
    set({ updateWaiting: true });
  },
  offerInstall(offer: InstallOffer | null): void {
    set({ installOffer: offer });
  },
  /** Activates the waiting version; the page reloads when it takes control. */
  reload: (): Promise<void> => applyUpdate(),
};

const serverState: AppInstallState = { updateWaiting: false, installOffer: null };

export function useAppInstall(): AppInstallState {
  return useSyncExternalStore(appInstallStore.subscribe, appInstallStore.get, () => serverState);
}
