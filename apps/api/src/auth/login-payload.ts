import type { LoginResponse } from '@bonneroute/shared/auth';
import type { LoggedIn } from './login.service';

/** docs/product/accounts.md: the token is at `data.attributes.token`, for /login and the Google calls alike. */
export function loginPayload(loggedIn: LoggedIn): LoginResponse {
  return {
    data: {
      type: 'token',
      attributes: {
        token: loggedIn.token,
        expires_at: loggedIn.expiresAt.toISOString(),
        utilisateur_id: loggedIn.user.id,
        prenom: loggedIn.user.prenom,
      },
    },
  };
}
