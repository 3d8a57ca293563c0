import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MAX_NAVIGATIONS_PER_EXTENSION, SESSION_SERVER_GRACE_MS } from '@bonneroute/shared/auth';
import { ApiError, api, unwrap } from '../api-client';
import { sessionStore } from '../session-store';

/** Navigations are reported in one call shortly after the user stops moving around. */
export const REPORT_DELAY_MS = 1000;

/**
 * Tells the server how many navigations the browser credited to the session (docs/product/accounts.md: +60 s
 * each). The server credits at most one per elapsed minute and 12 hours in all, and
 * says how long is left: the browser's end is brought back to it (docs/decisions.md).
 */
export async function reportNavigations(options: { keepalive?: boolean } = {}): Promise<void> {
  const pending = sessionStore.pendingNavigations();
  if (!sessionStore.validToken() || pending === 0) return;
  const count = Math.min(pending, MAX_NAVIGATIONS_PER_EXTENSION);
  try {
    const answer = await unwrap(
      api.POST('/auth/extend', { body: { navigations: count }, keepalive: options.keepalive }),
      { handleUnauthorized: false },
    );
    sessionStore.settleNavigations(count);
    // What is left on the server, counted from now on this clock, less the server's grace.
    const left = answer?.data?.expires_in_ms;
    if (typeof left === 'number') sessionStore.limitTo(Date.now() + left - SESSION_SERVER_GRACE_MS);
  } catch (error) {
    // The server ended this session (logout elsewhere, password reset): forget it here too.
    if (error instanceof ApiError && error.status === 401) sessionStore.clear();
    // Otherwise (network) the count stays and goes with the next report.
  }
}

/** The app shell's navigation hook: extend locally, then report. */
export function useSessionNavigation(): void {
  const location = useLocation();

  useEffect(() => {
    sessionStore.extend();
    const timer = window.setTimeout(() => void reportNavigations(), REPORT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.search]);

  useEffect(() => {
    const flush = () => void reportNavigations({ keepalive: true });
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
}
