import { bookingTexts } from '@bonneroute/shared/booking';
import { isWholeTrip, legContribution, parseLeg, type Leg } from '@bonneroute/shared/trips';
import { unprocessable } from '../lib/http-error';

/**
 * The contribution charged for a booking: the whole trip's, or the leg's when the passenger
 * booked part of it (`troncon` "0-1", from a search that matched a stage town).
 */
export function contributionOf(
  trip: { montant_contribution: number; montants_etapes: unknown },
  troncon: string | undefined,
): number {
  const priced = {
    montant_contribution: trip.montant_contribution,
    montants_etapes: Array.isArray(trip.montants_etapes) ? trip.montants_etapes.map(Number) : [],
  };
  if (!troncon) return priced.montant_contribution;
  const leg = parseLeg(troncon, priced);
  const contribution = leg ? legContribution(priced, leg) : null;
  if (contribution === null) throw unprocessable(bookingTexts.legNotFound, '/body/troncon');
  return contribution;
}

/**
 * The stops a booking gets in and out at (docs/decisions/028-seats-per-leg.md), from the same
 * `troncon`; null for the whole route (no `troncon`, or the departure to the arrival).
 */
export function bookedLegOf(
  trip: { montant_contribution: number; montants_etapes: unknown },
  troncon: string | undefined,
): Leg | null {
  if (!troncon) return null;
  const priced = {
    montant_contribution: trip.montant_contribution,
    montants_etapes: Array.isArray(trip.montants_etapes) ? trip.montants_etapes.map(Number) : [],
  };
  const leg = parseLeg(troncon, priced);
  if (!leg) throw unprocessable(bookingTexts.legNotFound, '/body/troncon');
  return isWholeTrip(leg, priced) ? null : leg;
}
