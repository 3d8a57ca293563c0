import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import { useStoredSession } from '../session-store';

/**
 * docs/product/accounts.md "Guard behaviour": no token sends to /vous-identifier?referer={path}; an expired
 * session is logged out and sent there with deconnexion_automatique=true.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useStoredSession();
  const referer = location.pathname + location.search;
  if (!session) {
    return <Navigate to={buildPath('connexion', {}, { referer })} replace />;
  }
  if (session.expiresAt <= Date.now()) {
    // The login page removes the stored token on entry (docs/product/accounts.md).
    return (
      <Navigate
        to={buildPath('connexion', {}, { deconnexion_automatique: 'true', referer })}
        replace
      />
    );
  }
  return <>{children}</>;
}
