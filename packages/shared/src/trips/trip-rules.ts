import { addDays, parisDateTimeToInstant } from '../dates';
import { tripTexts } from './texts';

/**
 * What a trip allows, written once: the server enforces these rules (409 with the
 * French text below) and the pages use the same ones to show or hide their buttons.
 * A trip is given as the database has it (`depart_le`) or as the wire does (`date` + `heure`,
 * Europe/Paris); flags may be booleans or the wire's 0/1.
 */
export interface TripState {
  actif: boolean | 0 | 1;
  is_effectue: boolean | 0 | 1;
  is_publie?: boolean | 0 | 1;
  depart_le?: Date | string;
  date?: string;
  heure?: string;
}

export const tripRuleTexts = {
  departed: 'Ce trajet est déjà parti : il ne peut plus être annulé.',
  done: 'Ce trajet est effectué : il ne peut plus être annulé.',
  inactive: 'Ce trajet est déjà annulé.',
  notEditableDeparted: 'Ce trajet est déjà parti : il ne peut plus être modifié.',
  notEditable: tripTexts.notEditable,
} as const;

/** The departure instant of a trip. */
export function departureOf(trip: TripState): Date {
  if (trip.depart_le !== undefined) return new Date(trip.depart_le);
  return parisDateTimeToInstant(trip.date ?? '1970-01-01', (trip.heure ?? '00:00').slice(0, 5));
}

export function hasDeparted(trip: TripState, now: Date = new Date()): boolean {
  return departureOf(trip).getTime() <= now.getTime();
}

const on = (flag: boolean | 0 | 1 | undefined, fallback = true) =>
  flag === undefined ? fallback : Boolean(flag);

/**
 * Seats can be booked: active, published, not done, not left yet (with `seatsLeft`, the SQL
 * `bookableTrip` of apps/api/src/db/trip-availability.ts).
 */
export function isBookable(trip: TripState, now: Date = new Date()): boolean {
  return (
    on(trip.actif) && on(trip.is_publie) && !on(trip.is_effectue, false) && !hasDeparted(trip, now)
  );
}

/** Seats still free on a trip (never negative). SQL twin: apps/api/src/db/trip-availability.ts. */
export function seatsLeft(trip: {
  nb_places_proposees: number;
  nb_places_reservees: number;
}): number {
  return Math.max(0, trip.nb_places_proposees - trip.nb_places_reservees);
}

/**
 * Why a trip (or a booking on it) can no longer be cancelled, or null when it can: never once
 * it has left nor once it is done (the escrow became the driver's earnings).
 */
export function cancelRefusal(trip: TripState, now: Date = new Date()): string | null {
  if (!on(trip.actif)) return tripRuleTexts.inactive;
  if (on(trip.is_effectue, false)) return tripRuleTexts.done;
  if (hasDeparted(trip, now)) return tripRuleTexts.departed;
  return null;
}

export function canCancel(trip: TripState, now: Date = new Date()): boolean {
  return cancelRefusal(trip, now) === null;
}

/** The driver may change seats and roles: active, not done, not left yet. */
export function isEditable(trip: TripState, now: Date = new Date()): boolean {
  return on(trip.actif) && !on(trip.is_effectue, false) && !hasDeparted(trip, now);
}

export function editRefusal(trip: TripState, now: Date = new Date()): string | null {
  if (isEditable(trip, now)) return null;
  return hasDeparted(trip, now) ? tripRuleTexts.notEditableDeparted : tripRuleTexts.notEditable;
}

/**
 * The last date a trip may be published for, a year after `today` (YYYY-MM-DD, the same
 * day next year; 29 February gives 28 February). The wizard's calendar stops there and the
 * server refuses later dates with `tripTexts.dateTooFar`.
 */
export function latestTripDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const sameDay = `${year + 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return month === 2 && day === 29 ? addDays(`${year + 1}-03-01`, -1) : sameDay;
}

export function isTripDateTooFar(date: string, today: string): boolean {
  return date > latestTripDate(today);
}
