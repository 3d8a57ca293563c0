import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the
 * render that follows (at once on a page the browser renders itself). A control that needs
 * JavaScript renders its HTML-only form (a link, a GET form) until then, so a click on a slow
 * phone is never ignored.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A click made before hydration on a `<a href="#…">` stand-in leaves its hash in the address:
 * true (once, the hash removed) when the address holds `hash`.
 */
export function takeHash(hash: string): boolean {
  if (typeof window === 'undefined' || window.location.hash !== hash) return false;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
  return true;
}
