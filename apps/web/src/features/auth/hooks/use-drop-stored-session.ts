import { useEffect } from 'react';
import { api, unwrap, withToken } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

/**
 * docs/product/accounts.md: the login page "removes any stored token on entry". The session it belonged to is
 * revoked on the server too (it may still be alive there, e.g. after an inactivity logout).
 */
export function useDropStoredSession(): void {
  useEffect(() => {
    const stored = sessionStore.get();
    if (!stored) return;
    sessionStore.clear();
    unwrap(api.POST('/auth/logout', { headers: withToken(stored.token) }), {
      handleUnauthorized: false,
    }).catch(() => undefined);
  }, []);
}
