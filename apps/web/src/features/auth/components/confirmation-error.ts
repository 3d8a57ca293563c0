import { authTexts } from '@bonneroute/shared/auth';

/** The mismatch message, once the confirmation is as long as the password (not mid-typing). */
export function confirmationError(password: string, confirmation: string): string | null {
  if (!confirmation || confirmation.length < password.length) return null;
  return confirmation === password ? null : authTexts.passwordMismatch;
}
