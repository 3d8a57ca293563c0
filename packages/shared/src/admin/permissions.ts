import type { Role } from '../users';

/**
 * What the team may do in the admin area (issue 10, decision in docs/decisions.md). ADMIN may do
 * everything; MANAGER runs the day-to-day (reminders, test e-mails, OTPs, documents, contact
 * messages, reported reviews) but not the actions that move money or lock someone out.
 */
export const ADMIN_ACTIONS = [
  'consulter',
  'relancer-inscription',
  'envoyer-email-test',
  'envoyer-otp',
  'verifier-document',
  'traiter-message-contact',
  // Issue 18: hide a reported review (with a reason) or keep it.
  'moderer-avis',
  'gerer-codes-promo',
  'desactiver-trajet',
  'suspendre-utilisateur',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

const MANAGER_FORBIDDEN: ReadonlySet<AdminAction> = new Set([
  'gerer-codes-promo',
  'desactiver-trajet',
  'suspendre-utilisateur',
]);

export function canPerform(role: Role | string | null | undefined, action: AdminAction): boolean {
  if (role === 'ADMIN') return true;
  if (role === 'MANAGER') return !MANAGER_FORBIDDEN.has(action);
  return false;
}
