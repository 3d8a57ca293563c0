import { formatInstant, formatTripTime } from '../dates';
import { WAITING_LIST_PRIORITY_MINUTES } from './schemas';

/** docs/product/booking-and-money.md#waiting-list: what the member reads. */
export const waitingListTexts = {
  join: 'Me prévenir si une place se libère',
  leave: 'Quitter la liste',
  joined: 'Vous êtes sur la liste d’attente : nous vous prévenons dès qu’une place se libère.',
  left: 'Vous avez quitté la liste d’attente.',
  book: 'Réserver ma place',
  full: 'Ce trajet est complet.',
  seatsLeft: 'Il reste des places sur ce trajet : réservez directement.',
  ownTrip: 'Vous ne pouvez pas vous inscrire sur la liste d’attente de votre propre trajet.',
  closed: 'Ce trajet est parti : sa liste d’attente est close.',
  alreadyBooked: 'Vous avez déjà une réservation sur ce trajet.',
  notOnList: 'Vous n’êtes pas sur la liste d’attente de ce trajet.',
  seatHeld: `La place qui vient de se libérer est réservée pendant ${WAITING_LIST_PRIORITY_MINUTES} minutes au premier de la liste d’attente. Inscrivez-vous sur la liste pour être prévenu.`,
  notificationDetails: (route: string, until: string) =>
    `Une place s’est libérée sur ${route} : elle vous est réservée jusqu’à ${until}.`,
} as const;

/** « Vous êtes 2e sur la liste d'attente » (« 1er » for the first). */
export function waitingListRankText(rank: number): string {
  return `Vous êtes ${rank === 1 ? '1er' : `${rank}e`} sur la liste d’attente`;
}

/** « 14 h 35 »: the end of a priority, on a Paris clock (never split across two lines). */
export function priorityEndText(until: Date | string): string {
  return formatTripTime(formatInstant(until, 'clock')).replaceAll(' ', '\u00a0');
}

/** « Une place vous est réservée jusqu'à 14 h 35 » */
export function priorityText(until: Date | string): string {
  return `Une place vous est réservée jusqu’à ${priorityEndText(until)}`;
}
