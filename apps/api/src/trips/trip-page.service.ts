import {
  isWholeTrip,
  legContribution,
  parseLeg,
  tripTexts,
  type Leg,
  type Trip,
} from '@bonneroute/shared/trips';
import { notFound } from '../lib/http-error';
import { seatsLeftOnLeg } from '../money';
import type { AppDeps } from '../lib/app-deps';
import { findLoadedTrip } from './loaded-trips.repository';
import { toWireTrip } from './to-wire';
import { findVerifiedPhone, findVerifiedPhones, findViewerBookings } from './trips.repository';

/** The trip page: the trip, its driver and its passengers read by one statement. */
export async function getTrip(
  deps: Pick<AppDeps, 'db'>,
  id: number,
  viewerId: number | null,
  troncon?: string,
): Promise<Trip> {
  // The viewer's own bookings too: the trip page shows their state and its actions.
  const [loaded, viewerBookings] = await Promise.all([
    findLoadedTrip(deps.db, id),
    viewerId === null ? [] : findViewerBookings(deps.db, [id], viewerId),
  ]);
  if (!loaded) throw notFound(tripTexts.notFound);
  const { record, driver, passengers } = loaded;
  // docs/product/trips-and-search.md Trip detail: the driver's phone, for a confirmed passenger
  // only (the read is skipped for everyone else, the page's common case).
  const confirmed = record.actif && viewerBookings.some((b) => b.statut === 'CONFIRMEE');
  // And to its driver, the phones of the confirmed passengers: each side can call the other.
  const isDriver = record.actif && viewerId === record.utilisateur_id;
  const [driverPhone, passengerPhones] = await Promise.all([
    confirmed ? findVerifiedPhone(deps.db, record.utilisateur_id) : null,
    isDriver
      ? findVerifiedPhones(
          deps.db,
          passengers.filter((p) => p.statut === 'CONFIRMEE').map((p) => p.id),
        )
      : undefined,
  ]);
  const trip = toWireTrip(record, {
    driver,
    passengers,
    viewerBookings,
    viewerId,
    match: undefined,
    driverPhone,
    passengerPhones,
  });
  // A passenger who booked a leg sees the trip from their leg (after paying, from My trips).
  const own = passengers.find((p) => p.id === viewerId && p.pos_depart !== null);
  const leg = parseLeg(troncon ?? (own ? `${own.pos_depart}-${own.pos_arrivee}` : undefined), trip);
  if (!leg || isWholeTrip(leg, trip)) return trip;
  // docs/product/trips-and-search.md Trip detail: the seats left on the searched leg.
  return withLeg(trip, leg, await seatsLeftOnLeg(deps.db, id, leg));
}

/**
 * `GET /trajets/{id}?troncon=0-1`: the trip seen from a search on a stage town, with the leg's
 * towns and price (the same `troncon` as in the search results). An unknown leg is ignored.
 */
function withLeg(trip: Trip, leg: Leg, seats: number): Trip {
  const towns = [
    trip.ville_depart,
    ...trip.villes_etapes.map((stage) => stage.nom),
    trip.ville_arrivee,
  ];
  return {
    ...trip,
    troncon: {
      depart: leg.depart,
      arrivee: leg.arrivee,
      ville_depart: towns[leg.depart]!,
      ville_arrivee: towns[leg.arrivee]!,
      montant_contribution: legContribution(trip, leg)!,
      nb_places_disponibles: seats,
    },
  };
}
