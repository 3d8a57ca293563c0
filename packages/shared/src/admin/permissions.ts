import type { Role } from '../users';
import { mayPerform, type PermissionName } from '../permissions';

/**
 * What the team may do in the admin area: a view on the one permission table of
 * packages/shared/src/permissions. ADMIN may do everything; MANAGER runs the
 * day-to-day (reminders, test e-mails, OTPs, documents, contact messages, reported reviews) but
 * not the actions that move money, lock someone out or change a member's data.
 */
export const ADMIN_ACTIONS = [
  'consulter',
  'relancer-inscription',
  'envoyer-email-test',
  'envoyer-otp',
  'verifier-document',
  'traiter-message-contact',
  'moderer-avis',
  'moderer-signalement',
  'gerer-codes-promo',
  'desactiver-trajet',
  'suspendre-utilisateur',
  'corriger-compte',
] as const satisfies readonly PermissionName[];
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export function canPerform(role: Role | string | null | undefined, action: AdminAction): boolean {
  return mayPerform(role, action);
}
