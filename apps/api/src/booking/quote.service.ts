import { bookingTexts, type BookingQuote } from '@bonneroute/shared/booking';
import { priceBreakdown, quote } from '@bonneroute/shared/pricing';
import { pricingConfig } from '../config/env';
import { notFound } from '../lib/http-error';
import { isBookable, parseLeg } from '@bonneroute/shared/trips';
import { bookedLegOf, contributionOf } from '../pricing/leg-price';
import { findTrip } from './booking.repository';
import { findUser, seatsLeftOnLeg } from '../money';
import { capitalise } from '@bonneroute/shared/auth';
import type { AppDeps } from '../lib/app-deps';

/** The trip summary and the server's price for `seats` seats (the payment page's header). */
export async function quoteBooking(
  deps: AppDeps,
  tripId: number,
  seats: number,
  troncon?: string,
): Promise<BookingQuote> {
  const trip = await findTrip(deps.db, tripId);
  if (!trip || !trip.is_publie) throw notFound(bookingTexts.tripNotFound);
  const driver = (await findUser(deps.db, trip.utilisateur_id))!;
  // The seats of the passenger's leg only: other legs may be full (docs/product/booking-and-money.md).
  const left = await seatsLeftOnLeg(deps.db, trip.id, bookedLegOf(trip, troncon));
  // On a leg, the stage towns are where the passenger gets in or out.
  const stages = Array.isArray(trip.villes_etapes)
    ? (trip.villes_etapes as { nom?: string }[]).map((stage) => String(stage.nom ?? ''))
    : [];
  const towns = [trip.ville_depart, ...stages, trip.ville_arrivee];
  const leg = troncon ? parseLeg(troncon) : null;
  const from = leg && leg.depart > 0 ? towns[leg.depart] : undefined;
  const to = leg && leg.arrivee < towns.length - 1 ? towns[leg.arrivee] : undefined;
  const price = quote(contributionOf(trip, troncon), seats, pricingConfig(deps.env));
  return {
    trajet: {
      id: trip.id,
      utilisateur_id: trip.utilisateur_id,
      conducteur_prenom: capitalise(driver.prenom),
      adresse_depart: from ?? trip.adresse_depart,
      adresse_arrivee: to ?? trip.adresse_arrivee,
      ville_depart: from ?? trip.ville_depart,
      ville_arrivee: to ?? trip.ville_arrivee,
      date: trip.date,
      heure: trip.heure.slice(0, 5),
      nb_places_disponibles: left,
      is_resa_automatique: trip.is_resa_automatique ? 1 : 0,
      reservable: isBookable(trip) && left >= seats,
    },
    devis: { ...price, lignes: priceBreakdown(price) },
  };
}
