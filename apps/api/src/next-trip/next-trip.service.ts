import type { NextTrip } from '@bonneroute/shared/user-space';
import type { AppDeps } from '../lib/app-deps';
import { meetingPointsOf } from '@bonneroute/shared/trips';
import { stagesOf } from '../trips/to-wire';
import { findVerifiedPhone, findVerifiedPhones } from '../trips/trips.repository';
import {
  findDriver,
  findFirstCar,
  findNextTrip,
  findTravellers,
  type NextTripRow,
} from './next-trip.repository';

/** The stops of the member's leg (every stop for the driver), with the driver's notes. */
function stopsOf(trip: NextTripRow, driving: boolean): NextTrip['arrets'] {
  const stops = meetingPointsOf({ ...trip, villes_etapes: stagesOf(trip) }).map(
    ({ kind, ville, adresse, note, latitude, longitude }) => ({
      kind,
      ville,
      adresse,
      note,
      latitude,
      longitude,
    }),
  );
  if (driving || trip.pos_depart === null || trip.pos_arrivee === null) {
    return driving ? stops : [stops[0]!, stops[stops.length - 1]!];
  }
  return [stops[trip.pos_depart], stops[trip.pos_arrivee]].filter((stop) => stop !== undefined);
}

/**
 * « Mon prochain trajet » (docs/decisions/031-installable-app.md). Phones and the plate go only
 * between the driver and confirmed passengers, as on the trip page; a passenger sees the driver,
 * not the other passengers' numbers.
 */
export async function nextTripOf(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  now = new Date(),
): Promise<NextTrip | null> {
  const trip = await findNextTrip(deps.db, userId, now);
  if (!trip) return null;
  const driving = trip.conducteur_id === userId;
  const confirmed = driving || trip.statut === 'CONFIRMEE';
  const [driver, car, travellers] = await Promise.all([
    findDriver(deps.db, trip.conducteur_id),
    findFirstCar(deps.db, trip.conducteur_id),
    driving ? findTravellers(deps.db, trip.id) : Promise.resolve([]),
  ]);
  const confirmedIds = travellers
    .filter((traveller) => traveller.statut === 'CONFIRMEE')
    .map((traveller) => traveller.utilisateur_id);
  const [driverPhone, passengerPhones] = await Promise.all([
    !driving && confirmed ? findVerifiedPhone(deps.db, trip.conducteur_id) : null,
    findVerifiedPhones(deps.db, confirmedIds),
  ]);
  const departure = new Date(trip.depart_le);
  return {
    role: driving ? 'conducteur' : 'passager',
    trajet: {
      id: trip.id,
      date: trip.date,
      heure: trip.heure.slice(0, 5),
      depart_le: departure.toISOString(),
      arrivee_estimee_le: trip.duree_secondes
        ? new Date(departure.getTime() + trip.duree_secondes * 1000).toISOString()
        : null,
      ville_depart: trip.ville_depart,
      ville_arrivee: trip.ville_arrivee,
      adresse_depart: trip.adresse_depart,
      adresse_arrivee: trip.adresse_arrivee,
    },
    arrets: stopsOf(trip, driving),
    reservation:
      !driving && trip.statut ? { statut: trip.statut, nb_places: trip.nb_places ?? 1 } : null,
    conducteur: { prenom: driver?.prenom ?? '', telephone: driverPhone },
    passagers: travellers.map((traveller) => ({
      prenom: traveller.prenom,
      nb_places: traveller.nb_places,
      statut: traveller.statut,
      telephone:
        traveller.statut === 'CONFIRMEE'
          ? (passengerPhones.get(traveller.utilisateur_id) ?? null)
          : null,
    })),
    voiture: car ? { ...car, immatriculation: confirmed ? car.immatriculation : null } : null,
  };
}
