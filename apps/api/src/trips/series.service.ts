import { formatEurosShort } from '@bonneroute/shared/pricing';
import { parisDateTimeToInstant } from '@bonneroute/shared/dates';
import {
  isQuarterHour,
  seriesTexts,
  tripTexts,
  type SeriesUpdateBody,
} from '@bonneroute/shared/trips';
import { enqueueAlertMatchingMany } from '../alerts/alert-matching';
import { cancelTrip } from '../booking/cancellation.service';
import { geoServices } from '../geo/geo-services';
import { forbidden, HttpError, notFound, unprocessable } from '../lib/http-error';
import type { SessionUser } from '../auth/session.repository';
import { updateTrip } from './trip-changes.service';
import type { AppDeps } from '../lib/app-deps';
import {
  countBookingsOf,
  findFutureSeriesTrips,
  findSeries,
  findTakenDepartures,
  lockFutureSeriesTrips,
  setArrivalAmount,
} from './series.repository';
import { updateTripRecord } from './trips.repository';

async function ownSeries(deps: Pick<AppDeps, 'db'>, id: number, userId: number) {
  const series = await findSeries(deps.db, id);
  if (!series) throw notFound(seriesTexts.notFound);
  if (series.utilisateur_id !== userId) throw forbidden(seriesTexts.notOwner);
  return series;
}

/**
 * « Annuler toutes les dates à venir » (docs/product/trips-and-search.md#regular-trips): each
 * date to come cancelled by the driver's cancellation of one trip, in its own transaction (its
 * passengers refunded and told as for one trip). A date cancelled meanwhile (the same call twice
 * at once, a date cancelled alone) is found inactive under its lock and skipped: refunded once.
 */
export async function cancelSeries(deps: AppDeps, id: number, userId: number, now = new Date()) {
  await ownSeries(deps, id, userId);
  const annules: number[] = [];
  let rembourse = 0;
  for (const trip of await findFutureSeriesTrips(deps.db, id, now)) {
    try {
      const done = await cancelTrip(deps, trip.id);
      annules.push(trip.id);
      rembourse += done.rembourse;
    } catch (error) {
      // Already cancelled or gone meanwhile: nothing more to give back.
      if (error instanceof HttpError && error.statusCode === 409) continue;
      throw error;
    }
  }
  return { annules, rembourse, message: seriesTexts.cancelled(annules.length) };
}

/**
 * « Modifier toutes les dates à venir »: the time, the price, the seats of every date to come, in
 * one transaction. A date without a booking takes every change; a date with bookings takes the
 * seats by the one-trip rule (not below the seats booked, not once a booking is confirmed), and
 * its time and price as one trip changes (below, after the commit).
 */
export async function updateSeries(
  deps: AppDeps,
  id: number,
  userId: number,
  body: SeriesUpdateBody,
  now = new Date(),
) {
  const { heure, montant_contribution: price, nb_places_proposees: seats } = body;
  if (heure === undefined && price === undefined && seats === undefined)
    throw unprocessable(seriesTexts.nothingToUpdate);
  if (heure !== undefined && !isQuarterHour(heure))
    throw unprocessable(tripTexts.invalidTime, '/body/heure');
  await ownSeries(deps, id, userId);
  const result = await deps.db.transaction(async (tx) => {
    const trips = await lockFutureSeriesTrips(tx, id, now);
    if (price !== undefined && trips[0]) {
      const trip = trips[0];
      const borne = await geoServices(deps).bornes.borne(
        trip.code_commune_depart,
        trip.code_commune_arrivee,
      );
      if (price < borne.min || price > borne.max)
        throw unprocessable(
          tripTexts.contributionOutOfRange(
            formatEurosShort(borne.min),
            formatEurosShort(borne.max),
          ),
          '/body/montant_contribution',
        );
      const stages = (trip.montants_etapes as number[] | null) ?? [];
      if (stages.some((amount) => amount >= price))
        throw unprocessable(
          tripTexts.stageNotBelowTotal('une étape'),
          '/body/montant_contribution',
        );
    }
    const bookings = await countBookingsOf(
      tx,
      trips.map((t) => t.id),
    );
    const moved =
      heure === undefined ? [] : trips.map((t) => parisDateTimeToInstant(t.date, heure));
    const taken = await findTakenDepartures(tx, userId, moved);
    const modifies: number[] = [];
    const priced: number[] = [];
    const seatsUp: number[] = [];
    const dates_non_modifiees: { trajet_id: number; date: string; motif: string }[] = [];
    const booked: number[] = [];
    const keep = (trip: (typeof trips)[number], motif: string) =>
      dates_non_modifiees.push({ trajet_id: trip.id, date: trip.date, motif });
    for (const [i, trip] of trips.entries()) {
      const count = bookings.get(trip.id) ?? { holding: 0, confirmed: 0 };
      const changes: Parameters<typeof updateTripRecord>[2] = {};
      if (heure !== undefined || price !== undefined) {
        if (count.holding > 0) booked.push(trip.id);
        else if (heure !== undefined && moved[i]! <= now) keep(trip, tripTexts.datePastTime);
        else if (
          heure !== undefined &&
          moved[i]!.getTime() !== new Date(trip.depart_le).getTime() &&
          taken.has(moved[i]!.getTime())
        )
          keep(trip, seriesTexts.collides);
        else {
          if (heure !== undefined) Object.assign(changes, { heure, depart_le: moved[i]! });
          if (price !== undefined) {
            changes.montant_contribution = price;
            priced.push(trip.id);
          }
        }
      }
      if (seats !== undefined && seats !== trip.nb_places_proposees) {
        if (count.confirmed > 0) keep(trip, seriesTexts.seatsLocked);
        else if (seats < trip.nb_places_reservees)
          keep(trip, seriesTexts.seatsBelowBooked(trip.nb_places_reservees));
        else {
          changes.nb_places_proposees = seats;
          if (seats > trip.nb_places_proposees) seatsUp.push(trip.id);
        }
      }
      if (Object.keys(changes).length > 0) {
        await updateTripRecord(tx, trip.id, changes);
        modifies.push(trip.id);
      }
    }
    if (price !== undefined) await setArrivalAmount(tx, priced, price);
    // More seats: the alerts may hear of these dates again, as for one trip.
    await enqueueAlertMatchingMany(tx, seatsUp);
    return { modifies, dates_non_modifiees, booked, trips };
  });
  // A date with bookings changes by the one-trip rule (trip-changes.service.ts): its passengers
  // keep their price, are told, and may cancel in full after a « modification importante ». Each
  // date is its own transaction; one refused (another trip then) is listed with the reason.
  for (const tripId of result.booked) {
    const trip = result.trips.find((t) => t.id === tripId)!;
    try {
      await updateTrip(deps, tripId, { id: userId } as SessionUser, {
        ...(heure !== undefined ? { heure } : {}),
        ...(price !== undefined ? { montant_contribution: price } : {}),
      });
      if (!result.modifies.includes(tripId)) result.modifies.push(tripId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.dates_non_modifiees.push({ trajet_id: tripId, date: trip.date, motif: error.detail });
    }
  }
  const { modifies, dates_non_modifiees } = result;
  return { modifies, dates_non_modifiees, message: seriesTexts.updated(modifies.length) };
}
