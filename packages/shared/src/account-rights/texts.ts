import { plural } from '../french';
import { RETENTION_DEFAULTS } from '../privacy';

/** « 10 ans »: how long payment records outlive the account. */
const ACCOUNTING_PERIOD = plural(RETENTION_DEFAULTS.accountingYears, 'an');

/** The name a deleted member's reviews and messages are signed with. */
export const DELETED_MEMBER_NAME = 'Membre supprimé';

/** docs/product/accounts.md "Downloading my data": exports per member per hour. */
export const DATA_EXPORTS_PER_HOUR = 3;
export const DATA_EXPORT_WINDOW_MS = 3600_000;

/** The e-mailed deletion code of an account without password. */
export const DELETION_CODE_TTL_MINUTES = 15;

export interface DeletionBlockers {
  trajets_a_venir: number;
  reservations_a_venir: number;
  gains_non_verses: number;
  ecarts_ouverts: number;
}

export const accountRightsTexts = {
  wrongPassword: 'Ce mot de passe n’est pas le bon. Votre compte n’a pas été supprimé.',
  googleOnly:
    'Votre compte se connecte avec Google : demandez un code par e-mail et saisissez-le pour confirmer.',
  hasPassword: 'Votre compte a un mot de passe : confirmez la suppression avec lui.',
  codeSent: (minutes: number) =>
    `Un code de confirmation vient de vous être envoyé par e-mail. Il est valable ${plural(minutes, 'minute')}.`,
  codeTooSoon:
    'Un code vient de vous être envoyé : attendez une minute avant d’en demander un autre.',
  codeWrong:
    'Ce code n’est pas le bon ou a expiré. Demandez-en un nouveau : votre compte n’a pas été supprimé.',
  alreadyDeleted: 'Ce compte est déjà supprimé.',
  blockedIntro: 'Votre compte ne peut pas encore être supprimé :',
  exportTooMany: (perHour: number) =>
    `Vous avez déjà téléchargé vos données ${plural(perHour, { one: 'fois', other: 'fois' })} cette heure-ci. Réessayez dans une heure.`,
  deletionWarning: `Votre compte et vos données personnelles seront effacés. Vos paiements restent gardés ${ACCOUNTING_PERIOD}, comme la loi comptable l’exige ; vos avis et messages restent signés « Membre supprimé ». Cette action est définitive.`,
  deletionIntro: `Vos données personnelles sont effacées ; ce que la loi impose de garder (paiements, remboursements, versements) l’est ${ACCOUNTING_PERIOD} sous une identité archivée que seule l’équipe comptable peut lire.`,
  kept: [
    `Vos paiements, remboursements et versements, gardés ${ACCOUNTING_PERIOD} comme la loi comptable l’exige.`,
    'Vos avis et messages, signés « Membre supprimé ».',
  ],
} as const;

/** One line per blocker, each saying what to do (docs/product/accounts.md). */
export function deletionBlockerLines(blockers: DeletionBlockers): string[] {
  const lines: string[] = [];
  if (blockers.trajets_a_venir > 0)
    lines.push(
      `${plural(blockers.trajets_a_venir, { one: 'trajet à venir a', other: 'trajets à venir ont' })} des passagers : annulez-les depuis « Mes trajets » ou attendez qu’ils soient effectués.`,
    );
  if (blockers.reservations_a_venir > 0)
    lines.push(
      `${plural(blockers.reservations_a_venir, { one: 'réservation est', other: 'réservations sont' })} à venir : annulez-les depuis « Mes réservations » ou attendez le voyage.`,
    );
  if (blockers.gains_non_verses > 0)
    lines.push(
      'Des gains ne vous ont pas encore été versés : attendez leur versement sur votre compte bancaire.',
    );
  if (blockers.ecarts_ouverts > 0)
    lines.push(
      'Un paiement est en cours de vérification par notre équipe : attendez sa résolution ou contactez-nous.',
    );
  return lines;
}
