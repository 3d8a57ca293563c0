import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { authTexts } from '@bonneroute/shared/auth';
import { commonTexts } from '@bonneroute/shared/texts';
import { HttpError } from '../lib/http-error';

/** What a verified Google ID token tells us about the person. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  picture: string | undefined;
}

export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity>;

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Verifies a Google ID token for real: RS256 signature against Google's published keys
 * (GOOGLE_JWKS_URL, cached by jose), audience = our client id, Google as issuer, not expired.
 */
export function createGoogleVerifier(options: {
  clientId: string;
  jwksUrl: string;
}): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return async (credential) => {
    try {
      const { payload } = await jwtVerify(credential, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ['RS256'],
      });
      const email = text(payload.email);
      if (!payload.sub || !email) throw new errors.JWTClaimValidationFailed('email', payload);
      return {
        sub: payload.sub,
        email,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        givenName: text(payload.given_name) ?? text(payload.name),
        familyName: text(payload.family_name),
        picture: text(payload.picture),
      };
    } catch (error) {
      // Google's keys out of reach is our problem, not a bad token.
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw new HttpError(503, commonTexts.serviceUnavailable, 'google_unavailable');
      }
      throw new HttpError(401, authTexts.googleInvalidToken, 'google_invalid_token');
    }
  };
}
