import { hashToken, newSessionToken } from './session-token';

/** Validation links stay usable for a week, reset links for an hour (docs/decisions.md). */
export const VALIDATION_LINK_TTL_DAYS = 7;
export const RESET_LINK_TTL_MINUTES = 60;
/** A second validation or reset mail for one account waits this long. */
export const MAIL_RESEND_DELAY_MS = 60_000;

/** A fresh link secret (what the mail carries) and its hash (what the database keeps). */
export function newLinkSecret(): { secret: string; hash: string } {
  const secret = newSessionToken();
  return { secret, hash: hashToken(secret) };
}

export function validationLink(siteUrl: string, secret: string, prenom: string): string {
  return `${siteUrl}/validation-email/${secret}/${encodeURIComponent(prenom)}`;
}

export function resetLink(siteUrl: string, secret: string, email: string): string {
  return `${siteUrl}/reset-mot-de-passe/${secret}/${encodeURIComponent(email)}`;
}
