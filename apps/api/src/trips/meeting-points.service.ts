import {
  editRefusal,
  meetingPointTexts,
  tripTexts,
  type MeetingPointInput,
  type TripStage,
  type UpdateMeetingPointsBody,
} from '@bonneroute/shared/trips';
import type { SessionUser } from '../auth/session.repository';
import { recordAdresseUsage } from '../adresses/adresses.repository';
import type { DbOrTx } from '../db/client';
import type { LatLon } from '../geo/distance';
import { geoServices } from '../geo/geo-services';
import type { AppDeps } from '../lib/app-deps';
import { conflict, forbidden, notFound, unprocessable } from '../lib/http-error';
import { bookingMails } from '../mail/booking-mails';
import { Outbox, siteUrl } from '../money';
import { moveTripStop, passengersToTell } from './meeting-points.repository';
import { checkNearTown } from './meeting-point-check';
import { grantFullRefundRight } from './trip-changes.repository';
import { stagesOf } from './to-wire';
import { findTripRecord, updateTripRecord, type TripInsert } from './trips.repository';
import { tripsToWire } from './trips.service';

const samePoint = (
  a: { adresse: string | null; latitude: number; longitude: number; note: string | null },
  b: MeetingPointInput,
) =>
  a.adresse === b.adresse &&
  a.latitude === b.latitude &&
  a.longitude === b.longitude &&
  (a.note ?? null) === (b.note ?? null);

/**
 * The driver moves meeting points of a trip not yet left (« Modifier » on its page). The trip's
 * columns, its stage entries and its search stops change in one transaction; every passenger
 * holding seats is told (notification and e-mail, written in the same transaction and sent
 * after the commit). Nothing changed: nobody is told.
 */
export async function updateMeetingPoints(
  deps: AppDeps,
  id: number,
  user: SessionUser,
  body: UpdateMeetingPointsBody,
  now = new Date(),
) {
  const { geography } = geoServices(deps);
  const townOf = (code: string, fallback: LatLon & { nom: string }) => {
    const commune = geography.commune(code);
    return commune
      ? { nom: commune.nom, latitude: commune.latitude, longitude: commune.longitude }
      : fallback;
  };
  const outbox = new Outbox();
  const { record, announce, told } = await deps.db.transaction(async (tx) => {
    const trip = await findTripRecord(tx, id, true);
    if (!trip) throw notFound(tripTexts.notFound);
    if (trip.utilisateur_id !== user.id) throw forbidden(tripTexts.notOwner);
    const refusal = editRefusal(trip, now);
    if (refusal) throw conflict(refusal, 'trajet_non_modifiable');
    // Checked after the owner: someone else's trip is a 403 whatever they sent.
    if (!body.depart && !body.arrivee && !body.etapes?.length)
      throw unprocessable(meetingPointTexts.nothingToUpdate);
    const stages = stagesOf(trip);
    const changes: Partial<TripInsert> = {};
    const moved: { position: number; latitude: number; longitude: number }[] = [];
    const { depart, arrivee } = body;
    if (depart && !samePoint({ ...endOf(trip, 'depart') }, depart)) {
      const town = townOf(trip.code_commune_depart, {
        nom: trip.ville_depart,
        ...endOf(trip, 'depart'),
      });
      checkNearTown(town, depart, '/body/depart');
      Object.assign(changes, {
        adresse_depart: depart.adresse,
        adresse_depart_id: await remember(tx, trip.code_commune_depart, depart),
        latitude_depart: depart.latitude,
        longitude_depart: depart.longitude,
        note_depart: depart.note,
      });
      moved.push({ position: 0, ...depart });
    }
    if (arrivee && !samePoint(endOf(trip, 'arrivee'), arrivee)) {
      const town = townOf(trip.code_commune_arrivee, {
        nom: trip.ville_arrivee,
        ...endOf(trip, 'arrivee'),
      });
      checkNearTown(town, arrivee, '/body/arrivee');
      Object.assign(changes, {
        adresse_arrivee: arrivee.adresse,
        adresse_arrivee_id: await remember(tx, trip.code_commune_arrivee, arrivee),
        latitude_arrivee: arrivee.latitude,
        longitude_arrivee: arrivee.longitude,
        note_arrivee: arrivee.note,
      });
      moved.push({ position: stages.length + 1, ...arrivee });
    }
    let stagesChanged = false;
    for (const [i, point] of (body.etapes ?? []).entries()) {
      const index = stages.findIndex((s) => s.code_commune === point.code_commune);
      if (index < 0)
        throw unprocessable(
          meetingPointTexts.unknownStage(point.code_commune),
          `/body/etapes/${i}`,
        );
      const stage = stages[index]!;
      if (samePoint(stage, point)) continue;
      checkNearTown(townOf(stage.code_commune, stage), point, `/body/etapes/${i}`);
      await remember(tx, stage.code_commune, point);
      stages[index] = { ...stage, ...pointOf(point) };
      moved.push({ position: index + 1, ...point });
      stagesChanged = true;
    }
    if (stagesChanged) changes.villes_etapes = stages;
    if (moved.length === 0) return { record: trip, announce: async () => {}, told: 0 };
    const updated = await updateTripRecord(tx, id, changes);
    for (const stop of moved) await moveTripStop(tx, id, stop);
    // Told: the passengers who get in or out at a stop that moved (a whole-route booking gets in
    // at the departure and out at the arrival), not those who ride past it.
    const movedPositions = new Set(moved.map((stop) => stop.position));
    const lastStop = stages.length + 1;
    const passengers = (await passengersToTell(tx, id)).filter(
      (booking) =>
        movedPositions.has(booking.pos_depart ?? 0) ||
        movedPositions.has(booking.pos_arrivee ?? lastStop),
    );
    // A point where they get in or out moved: a « modification importante » for them
    // (docs/product/trips-and-search.md#changing-a-published-trip), cancellable in full.
    await grantFullRefundRight(
      tx,
      passengers.map((passenger) => passenger.booking_id),
      now,
    );
    const url = siteUrl(deps);
    for (const passenger of passengers) {
      outbox.notifications.push({
        utilisateur_id: passenger.id,
        type: 'POINT_RENDEZ_VOUS_MODIFIE',
        trajet_id: id,
      });
      outbox.mails.push({
        message: bookingMails.meetingPointsChanged(passenger, updated, url),
        dedupKey: `points-rendez-vous:${id}:${passenger.booking_id}:${updated.updated_at.getTime()}`,
      });
    }
    return { record: updated, announce: await outbox.flush(deps, tx), told: passengers.length };
  });
  await announce();
  const [trip] = await tripsToWire(deps, [record], user.id);
  return {
    trip: trip!,
    message: told > 0 ? meetingPointTexts.saved : meetingPointTexts.savedNoPassenger,
  };
}

type TripRow = NonNullable<Awaited<ReturnType<typeof findTripRecord>>>;

function endOf(trip: TripRow, end: 'depart' | 'arrivee') {
  return end === 'depart'
    ? {
        adresse: trip.adresse_depart,
        latitude: trip.latitude_depart,
        longitude: trip.longitude_depart,
        note: trip.note_depart,
      }
    : {
        adresse: trip.adresse_arrivee,
        latitude: trip.latitude_arrivee,
        longitude: trip.longitude_arrivee,
        note: trip.note_arrivee,
      };
}

function pointOf(
  point: MeetingPointInput,
): Pick<TripStage, 'adresse' | 'latitude' | 'longitude' | 'note'> {
  return {
    adresse: point.adresse,
    latitude: point.latitude,
    longitude: point.longitude,
    note: point.note ?? null,
  };
}

/** A point used once is suggested again in its town (`GET /adresses?filter[code_commune]`). */
function remember(tx: DbOrTx, code: string, point: MeetingPointInput) {
  return recordAdresseUsage(tx, {
    complete: point.adresse,
    code_commune: code,
    latitude: point.latitude,
    longitude: point.longitude,
  });
}
