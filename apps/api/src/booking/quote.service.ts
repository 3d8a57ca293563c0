import type { FastifyInstance } from 'fastify';
import { bookingTexts, type BookingQuote } from '@bonneroute/shared/booking';
import { quote } from '@bonneroute/shared/pricing';
import { pricingConfig } from '../config/env';
import { notFound } from '../lib/http-error';
import { findTrip, findUser } from './booking.repository';

/** The trip summary and the server's price for `seats` seats (the payment page's header). */
export async function quoteBooking(
  app: FastifyInstance,
  tripId: number,
  seats: number,
): Promise<BookingQuote> {
  const trip = await findTrip(app.db, tripId);
  if (!trip || !trip.is_publie) throw notFound(bookingTexts.tripNotFound);
  const driver = (await findUser(app.db, trip.utilisateur_id))!;
  const left = trip.nb_places_proposees - trip.nb_places_reservees;
  return {
    trajet: {
      id: trip.id,
      utilisateur_id: trip.utilisateur_id,
      conducteur_prenom: driver.prenom,
      adresse_depart: trip.adresse_depart,
      adresse_arrivee: trip.adresse_arrivee,
      ville_depart: trip.ville_depart,
      ville_arrivee: trip.ville_arrivee,
      date: trip.date,
      heure: trip.heure.slice(0, 5),
      nb_places_disponibles: Math.max(0, left),
      is_resa_automatique: trip.is_resa_automatique ? 1 : 0,
      reservable:
        trip.actif && !trip.is_effectue && trip.depart_le.getTime() > Date.now() && left >= seats,
    },
    devis: quote(trip.montant_contribution, seats, pricingConfig(app.env)),
  };
}
