import { plural } from '../french';
import { MAX_SEATS_PER_BOOKING } from '../limits';
/**
 * Trip alerts (docs/decisions/009-alerts.md): a passenger leaves an alert for a route
 * and is told when a matching trip is published. The rules the form and the server share.
 */
export const ALERT_LIMITS = {
  /** Active alerts (and alerts waiting for their e-mail confirmation) per person. */
  maxActive: 10,
  /** A date range covers at most this many days (both ends included). */
  maxRangeDays: 30,
  maxSeats: MAX_SEATS_PER_BOOKING,
  /** Further matches of an alert within this delay after an e-mail are gathered in one digest. */
  digestDelayMinutes: 60,
  /** The demand shown to drivers counts the searches of the last N days. */
  demandSearchDays: 30,
  /** A visitor's unconfirmed alert is deleted after this many days. */
  confirmationDays: 7,
  /** Confirmation mails one address receives in any 24 hours, whoever asks for them. */
  confirmationMailsPerDay: 3,
  /**
   * Trips one person (an account, or a visitor's address) hears of one by one in any 24 hours,
   * across their alerts; beyond, each alert gathers its trips in a summary.
   */
  tripsPerDay: 20,
  /** The first summary goes this long after the first trip it gathers; then one a day. */
  groupDelayMinutes: 60,
} as const;

export const ALERT_STATUSES = [
  'EN_ATTENTE_CONFIRMATION',
  'ACTIVE',
  'PAUSEE',
  'EXPIREE',
  'DESABONNEE',
  'SUPPRIMEE',
] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const alertStatusLabels: Record<AlertStatus, string> = {
  EN_ATTENTE_CONFIRMATION: 'En attente de confirmation',
  ACTIVE: 'Active',
  PAUSEE: 'En pause',
  EXPIREE: 'Expirée',
  DESABONNEE: 'Désabonnée',
  SUPPRIMEE: 'Supprimée',
};

export const alertTexts = {
  createTitle: 'Créer une alerte pour ce trajet',
  created: 'Votre alerte est créée : nous vous écrirons dès qu’un trajet correspondant est publié.',
  createdVisitor:
    'Presque fini : confirmez votre alerte en cliquant sur le lien que nous venons de vous envoyer par e-mail.',
  confirmed:
    'Votre alerte est confirmée : nous vous écrirons dès qu’un trajet correspondant est publié.',
  confirmLinkInvalid: 'Ce lien de confirmation n’est plus valable. Créez de nouveau votre alerte.',
  unsubscribed: 'C’est fait : vous ne recevrez plus d’e-mail pour cette alerte.',
  unsubscribeLinkInvalid: 'Ce lien de désabonnement n’est pas valable.',
  tooMany: `Vous avez déjà ${ALERT_LIMITS.maxActive} alertes actives : mettez-en une en pause ou supprimez-en une avant d’en créer une autre.`,
  emailRequired: 'Indiquez votre adresse e-mail pour recevoir l’alerte.',
  emailInvalid: 'L’adresse e-mail n’est pas valide.',
  townRequired: 'Indiquez la ville de départ et la ville d’arrivée.',
  dateRequired: 'Choisissez une date, une période ou « Tous les jours ».',
  dateInvalid: 'La date n’est pas valide (format AAAA-MM-JJ).',
  datePast: 'La date est déjà passée.',
  rangeOrder: 'La fin de la période doit suivre son début.',
  rangeTooLong: `Une période couvre au plus ${ALERT_LIMITS.maxRangeDays} jours.`,
  timeInvalid: 'L’heure doit avoir le format HH:MM.',
  timeOrder: 'L’heure de fin doit suivre l’heure de début.',
  seatsInvalid: `Le nombre de places va de 1 à ${ALERT_LIMITS.maxSeats}.`,
  notFound: 'Cette alerte n’existe pas ou n’existe plus.',
  notOwner: 'Cette alerte n’est pas la vôtre.',
  cannotResume: 'Seule une alerte en pause peut être réactivée.',
  cannotPause: 'Seule une alerte active peut être mise en pause.',
  expired: 'Cette alerte est expirée : ses dates sont passées.',
  statusInvalid: 'Le statut demandé n’est pas valable (ACTIVE ou PAUSEE).',
  tooManyMailsFromIp:
    'Trop d’e-mails envoyés depuis votre connexion internet. Réessayez dans quelques minutes.',
  /** `wait`: « 3 h 05 », « 12 min » (formatDuration). */
  tooManyConfirmations: (wait: string) =>
    `Nous avons déjà envoyé ${ALERT_LIMITS.confirmationMailsPerDay} e-mails de confirmation d’alerte à cette adresse ces dernières 24 heures : confirmez l’une de ces alertes depuis votre boîte e-mail, ou réessayez dans ${wait}.`,
} as const;

/** « 1 personne recherche ce trajet », « 3 personnes recherchent ce trajet ». */
export function demandSentence(count: number): string {
  return count === 1
    ? '1 personne recherche ce trajet'
    : `${count.toLocaleString('fr-FR')} personnes recherchent ce trajet`;
}

/** « 1 nouveau trajet correspond à votre alerte », « 12 nouveaux trajets correspondent … ». */
export function groupedTripsSentence(count: number): string {
  return `${plural(count, { one: 'nouveau trajet correspond', other: 'nouveaux trajets correspondent' })} à votre alerte`;
}

/** « 1 alerte active », « 3 alertes actives ». */
export function activeAlertsSentence(count: number): string {
  return plural(count, 'alerteActive');
}

export type AlertPeriod = 'date' | 'periode' | 'tous_les_jours';
