import { useSyncExternalStore } from 'react';
import { NAVIGATION_EXTENSION_MS, SESSION_DURATION_MS } from '@bonneroute/shared/auth';

export { NAVIGATION_EXTENSION_MS, SESSION_DURATION_MS };

/**
 * docs/product/accounts.md Authentication: the token and its expiry are stored in the browser; a session lasts
 * one hour and each navigation while valid extends it by 60 000 ms. The server holds the real
 * session; the navigations counted here are reported to it (lib/auth/session-sync.ts) so that
 * both ends add the same time.
 */
const TOKEN_KEY = 'bonneroute.token';
const EXPIRY_KEY = 'bonneroute.expiry';
/** Navigations credited locally and not yet reported to the server. */
const PENDING_KEY = 'bonneroute.navigations';

export interface StoredSession {
  token: string;
  expiresAt: number;
}

const listeners = new Set<() => void>();
let cached: StoredSession | null | undefined;

function read(): StoredSession | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const expiresAt = Number(localStorage.getItem(EXPIRY_KEY));
    return token && Number.isFinite(expiresAt) ? { token, expiresAt } : null;
  } catch {
    return null;
  }
}

function emit(): void {
  cached = read();
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get(): StoredSession | null {
    if (cached === undefined) cached = read();
    return cached;
  },
  /** The token when the stored session has not expired. */
  validToken(now = Date.now()): string | null {
    const session = sessionStore.get();
    return session && session.expiresAt > now ? session.token : null;
  },
  isExpired(now = Date.now()): boolean {
    const session = sessionStore.get();
    return Boolean(session && session.expiresAt <= now);
  },
  save(token: string, expiresAt: number = Date.now() + SESSION_DURATION_MS): void {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(EXPIRY_KEY, String(expiresAt));
    localStorage.removeItem(PENDING_KEY);
    emit();
  },
  /** docs/product/accounts.md: each navigation while valid extends the expiry by 60 000 ms. */
  extend(now = Date.now()): void {
    const session = sessionStore.get();
    if (!session || session.expiresAt <= now) return;
    localStorage.setItem(EXPIRY_KEY, String(session.expiresAt + NAVIGATION_EXTENSION_MS));
    localStorage.setItem(PENDING_KEY, String(sessionStore.pendingNavigations() + 1));
    emit();
  },
  /**
   * The server holds less time than the browser counted (one minute per elapsed minute,
   * 12 hours at most): the session ends at `expiresAt` here too, never later.
   */
  limitTo(expiresAt: number): void {
    const session = sessionStore.get();
    if (!session || session.expiresAt <= expiresAt) return;
    localStorage.setItem(EXPIRY_KEY, String(expiresAt));
    emit();
  },
  pendingNavigations(): number {
    const value = Number(localStorage.getItem(PENDING_KEY));
    return Number.isInteger(value) && value > 0 ? value : 0;
  },
  /** The server credited `count` navigations: forget them here. */
  settleNavigations(count: number): void {
    const left = sessionStore.pendingNavigations() - count;
    if (left > 0) localStorage.setItem(PENDING_KEY, String(left));
    else localStorage.removeItem(PENDING_KEY);
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(EXPIRY_KEY);
    localStorage.removeItem(PENDING_KEY);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // The server render imports this module too (realtime client): no window there.
    if (typeof window === 'undefined') return () => listeners.delete(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === EXPIRY_KEY) emit();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}
