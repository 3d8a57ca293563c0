import { bookingTexts } from '@bonneroute/shared/booking';
import { legContribution, parseLeg } from '@bonneroute/shared/trips';
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
