import { formatDateFr } from '../dates';
import { plural } from '../french';
import { findExtraCharges } from './extra-charges';

/**
 * docs/product/trust-and-safety.md#professional-drivers: what makes a driver look like a
 * business rather than cost sharing. Flags for the team; they decide.
 */
export const PRO_DRIVER_RULES = {
  /** More than this many trips departing the same day (Paris calendar day). */
  maxTripsPerDay: 2,
  /** « Top of the range » on every trip counts only from this many trips. */
  topPriceMinTrips: 5,
  /** The trips looked at: departed in the last … days, or upcoming. */
  lookbackDays: 90,
} as const;

export interface DriverTripFacts {
  id: number;
  date: string;
  montant_contribution: number;
  /** The maximum of the allowed range (borne) for the trip's pair. */
  max_contribution: number;
  description: string | null;
}

export type ProDriverFlagCode = 'trajets_par_jour' | 'prix_au_maximum' | 'frais_supplementaires';
export interface ProDriverFlag {
  code: ProDriverFlagCode;
  raison: string;
}

/** The flags of one driver's trips, each with its reason in French; empty when nothing matches. */
export function proDriverFlags(trips: DriverTripFacts[]): ProDriverFlag[] {
  const flags: ProDriverFlag[] = [];
  const perDay = new Map<string, number>();
  for (const trip of trips) perDay.set(trip.date, (perDay.get(trip.date) ?? 0) + 1);
  const busy = [...perDay].filter(([, count]) => count > PRO_DRIVER_RULES.maxTripsPerDay).sort();
  if (busy.length > 0) {
    const [day, count] = busy.reduce((most, entry) => (entry[1] > most[1] ? entry : most));
    const others = busy.length - 1;
    flags.push({
      code: 'trajets_par_jour',
      raison: `${count} trajets le ${formatDateFr(day)}${others > 0 ? ` (et ${plural(others, { one: 'autre jour', other: 'autres jours' })})` : ''} : plus de ${PRO_DRIVER_RULES.maxTripsPerDay} trajets par jour.`,
    });
  }
  if (
    trips.length >= PRO_DRIVER_RULES.topPriceMinTrips &&
    trips.every((trip) => trip.montant_contribution >= trip.max_contribution)
  ) {
    flags.push({
      code: 'prix_au_maximum',
      raison: `Participation au maximum autorisé sur ses ${plural(trips.length, 'trajet')}.`,
    });
  }
  const charges = trips.flatMap((trip) =>
    findExtraCharges(trip.description).map((match) => ({ trip, match })),
  );
  if (charges.length > 0) {
    const tripCount = new Set(charges.map((charge) => charge.trip.id)).size;
    const quotes = [...new Set(charges.map((charge) => `« ${charge.match.extrait} »`))].slice(0, 3);
    flags.push({
      code: 'frais_supplementaires',
      raison: `Frais en plus de la participation dans la description de ${plural(tripCount, 'trajet')} : ${quotes.join(', ')}.`,
    });
  }
  return flags;
}
