import { addDays } from '../dates';

/*
 * Changing a trip after publishing it (docs/product/trips-and-search.md#changing-a-published-trip):
 * what the driver may change, and which change gives a passenger the right to cancel with a full
 * refund. The trip page's form shows the same verdict before the driver saves.
 */

/** A departure moved by more than this is a « modification importante » for every passenger. */
export const MAJOR_SHIFT_MINUTES = 30;
/** The date moves by one day at most: beyond it is another trip (cancel and publish again). */
export const MAX_DATE_SHIFT_DAYS = 1;

/** The dates a trip of `date` may move to (its own, the day before, the day after). */
export function allowedTripDates(date: string): { min: string; max: string } {
  return { min: addDays(date, -MAX_DATE_SHIFT_DAYS), max: addDays(date, MAX_DATE_SHIFT_DAYS) };
}

export function dateShiftRefusal(current: string, next: string): string | null {
  const { min, max } = allowedTripDates(current);
  return next < min || next > max ? tripChangeTexts.dateTooFar : null;
}

/** Where a booked passenger gets in and out (stop indexes: 0 = departure, last = arrival). */
export interface BookedLeg {
  depart: number;
  arrivee: number;
}

export interface TripChangeFacts {
  /** Minutes between the old and the new departure (absolute). */
  shiftMinutes: number;
  /** Stops whose meeting point or town changed. */
  movedStops: number[];
  /** Anything else a passenger reads changed (the description): a small change. */
  otherChange: boolean;
}

export type ChangeWeight = 'importante' | 'mineure' | 'aucune';

/**
 * How much the change weighs for one booked passenger: a departure moved by more than 30
 * minutes, or a stop where they get in or out moved, is « importante »; any other change they
 * would notice is « mineure ». A stop they ride past is not theirs to worry about.
 */
export function changeWeightFor(facts: TripChangeFacts, leg: BookedLeg): ChangeWeight {
  if (facts.shiftMinutes > MAJOR_SHIFT_MINUTES) return 'importante';
  if (facts.movedStops.includes(leg.depart) || facts.movedStops.includes(leg.arrivee))
    return 'importante';
  if (facts.shiftMinutes > 0 || facts.movedStops.length > 0 || facts.otherChange) return 'mineure';
  return 'aucune';
}

export const tripChangeTexts = {
  dateTooFar:
    'La date ne peut changer que d’un jour au plus. Pour une autre date, annulez ce trajet et publiez-en un nouveau.',
  nothingToChange: 'Rien à modifier : changez au moins un champ.',
  stageStillUsed: (prenom: string, town: string) =>
    `${prenom} monte ou descend à ${town} : gardez cette étape, ou remplacez-la par une autre à la même place.`,
  stagesNeedPrices: 'Donnez la participation de chaque ville étape avec les villes étapes.',
  saved: 'Votre trajet est modifié.',
  savedTold: (count: number) =>
    count === 1
      ? 'Votre trajet est modifié. Votre passager est prévenu.'
      : `Votre trajet est modifié. Vos ${count} passagers sont prévenus.`,
  majorWarning:
    'Modification importante : vos passagers concernés seront prévenus et pourront annuler avec un remboursement intégral, frais de service compris.',
  minorWarning: 'Vos passagers seront prévenus de ce changement.',
  priceForNewBookings:
    'Le nouveau prix vaut pour les prochaines réservations : vos passagers déjà inscrits gardent le leur.',
  notificationMajor: 'Votre trajet a changé : vous pouvez annuler avec un remboursement intégral',
  notificationMinor: 'Votre trajet a été modifié par le conducteur',
  fullRefundRight:
    'Le trajet a changé de façon importante après votre réservation : si vous annulez avant le départ, vous êtes remboursé intégralement, frais de service compris.',
} as const;
