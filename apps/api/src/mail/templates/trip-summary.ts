import { formatDateFr, formatTripTime } from '@bonneroute/shared/dates';
import { plural } from '@bonneroute/shared/french';

/** The trip as the booking e-mails describe it. */
export interface MailTrip {
  id: number;
  ville_depart: string;
  ville_arrivee: string;
  /** yyyy-mm-dd */
  date: string;
  /** hh:mm */
  heure: string;
  adresse_depart?: string | null;
}

export const tripRoute = (trip: MailTrip) => `${trip.ville_depart} → ${trip.ville_arrivee}`;

export function tripLine(trip: MailTrip): string {
  const where = trip.adresse_depart ? `, départ ${trip.adresse_depart}` : '';
  return `Trajet ${tripRoute(trip)} le ${formatDateFr(trip.date)} à ${formatTripTime(trip.heure)}${where}.`;
}

export const tripUrl = (siteUrl: string, trip: MailTrip) => `${siteUrl}/covoiturage/${trip.id}`;
export const seats = (n: number) => plural(n, 'place');
