import {
  frenchLongDate,
  formatTripTime,
  isCalendarDate,
  parisDateTimeToInstant,
  todayInParis,
} from '@bonneroute/shared/dates';
import {
  changeWeightFor,
  dateShiftRefusal,
  editRefusal,
  isQuarterHour,
  tripChangeTexts,
  tripTexts,
  type UpdateTripBody,
} from '@bonneroute/shared/trips';
import { enqueueAlertMatching } from '../alerts/alert-matching';
import type { SessionUser } from '../auth/session.repository';
import { geoServices } from '../geo/geo-services';
import type { AppDeps } from '../lib/app-deps';
import { conflict, forbidden, notFound, unprocessable } from '../lib/http-error';
import { bookingMails } from '../mail/booking-mails';
import { Outbox, siteUrl } from '../money';
import { passengersToTell } from './meeting-points.repository';
import { stageAmountsOf, stagesOf } from './to-wire';
import {
  followTripChange,
  grantFullRefundRight,
  rebuildTripStops,
} from './trip-changes.repository';
import { planStageChange } from './trip-stage-changes';
import { checkContribution, checkStages } from './publish-checks';
import {
  countConfirmedBookings,
  findTripRecord,
  updateTripRecord,
  type TripInsert,
  type TripRecord,
} from './trips.repository';
import { tripsToWire } from './trips.service';
import { findTakenDepartures } from './series.repository';

const SCHEDULE_FIELDS = [
  'date',
  'heure',
  'montant_contribution',
  'montants_etapes',
  'villes_etapes',
  'description',
] as const;

/**
 * The new prices checked as at publication (publish-checks.ts): the whole route's in the pair's
 * range, each stage town's in its leg's range and below the whole route's.
 */
async function checkPrices(deps: AppDeps, trip: TripRecord, total: number, stageAmounts: number[]) {
  const geo = geoServices(deps);
  const [from, to] = geo.bornes.resolvePair(trip.code_commune_depart, trip.code_commune_arrivee);
  await checkContribution(geo, from, to, total);
  await checkStages(geo, from, to, {
    villes_etapes: stagesOf(trip).map((stage) => ({
      code_commune: stage.code_commune,
      latitude: stage.latitude,
      longitude: stage.longitude,
    })),
    montants_etapes: stageAmounts,
    montant_contribution: total,
  });
}

/**
 * docs/product/trips-and-search.md PUT /trajets/{id}: the seats and roles as before, and
 * (docs/product/trips-and-search.md#changing-a-published-trip) the date within a day, the time,
 * the prices and the description. In one transaction under the trip's lock: the trip, its search
 * stops and legs, the passengers' right to a full refund after a « modification importante »,
 * and their notifications and e-mails (sent after the commit).
 */
export async function updateTrip(
  deps: AppDeps,
  id: number,
  user: SessionUser,
  body: UpdateTripBody,
  now = new Date(),
): Promise<{ trip: Awaited<ReturnType<typeof tripsToWire>>[number]; message: string }> {
  const seatsOrRoles =
    body.is_roles_passagers !== undefined ||
    body.nb_places_proposees !== undefined ||
    body.roles_passagers !== undefined;
  const schedule = SCHEDULE_FIELDS.some((field) => body[field] !== undefined);
  if (!seatsOrRoles && !schedule) throw unprocessable(tripTexts.nothingToUpdate);
  const outbox = new Outbox();
  const { record, announce, told } = await deps.db.transaction(async (tx) => {
    const trip = await findTripRecord(tx, id, true);
    if (!trip) throw notFound(tripTexts.notFound);
    // Only the driver; the team never edits as a member (ADMIN deactivates instead).
    if (trip.utilisateur_id !== user.id) throw forbidden(tripTexts.notOwner);
    // The shared rule — no change once the trip has left or is done.
    const refusal = editRefusal(trip, now);
    if (refusal) throw conflict(refusal, 'trajet_non_modifiable');
    const changes: Partial<TripInsert> = {};
    if (body.nb_places_proposees !== undefined) {
      if ((await countConfirmedBookings(tx, id)) > 0) throw conflict(tripTexts.seatsLocked);
      if (body.nb_places_proposees < trip.nb_places_reservees)
        throw unprocessable(tripTexts.seatsBelowBooked(trip.nb_places_reservees));
      changes.nb_places_proposees = body.nb_places_proposees;
      if (body.nb_places_proposees > trip.nb_places_proposees) await enqueueAlertMatching(tx, id);
    }
    if (body.is_roles_passagers !== undefined)
      changes.is_roles_passagers = body.is_roles_passagers === 1;
    if (body.roles_passagers !== undefined) changes.roles_passagers = body.roles_passagers;

    // The schedule: date within a day, a quarter-hour time, still ahead.
    const date = body.date ?? trip.date;
    const heure = body.heure !== undefined ? body.heure.slice(0, 5) : trip.heure.slice(0, 5);
    if (!isCalendarDate(date)) throw unprocessable(tripTexts.invalidDate, '/body/date');
    const dateRefusal = dateShiftRefusal(trip.date, date);
    if (dateRefusal) throw unprocessable(dateRefusal, '/body/date');
    if (date < todayInParis(now)) throw unprocessable(tripTexts.datePast, '/body/date');
    if (body.heure !== undefined && !isQuarterHour(body.heure))
      throw unprocessable(tripTexts.invalidTime, '/body/heure');
    const departLe = parisDateTimeToInstant(date, heure);
    const moved = departLe.getTime() !== trip.depart_le.getTime();
    if (moved) {
      if (departLe <= now) throw unprocessable(tripTexts.datePastTime, '/body/heure');
      // Moved, so a trip of the driver's leaving then is another one.
      if ((await findTakenDepartures(tx, user.id, [departLe])).size > 0)
        throw conflict(tripTexts.duplicate);
      Object.assign(changes, { date, heure, depart_le: departLe });
    }
    // Prices: for the bookings made from now on (those made keep what they paid).
    const total = body.montant_contribution ?? trip.montant_contribution;
    const plan =
      body.villes_etapes === undefined ? null : await planStageChange(deps, tx, trip, body, total);
    const restaged =
      plan !== null && JSON.stringify(plan.stages) !== JSON.stringify(stagesOf(trip));
    if (restaged) changes.villes_etapes = plan.stages;
    const stageAmounts = plan?.amounts ?? body.montants_etapes ?? stageAmountsOf(trip);
    const repriced =
      total !== trip.montant_contribution ||
      JSON.stringify(stageAmounts) !== JSON.stringify(stageAmountsOf(trip));
    if (repriced) {
      await checkPrices(
        deps,
        { ...trip, villes_etapes: plan?.stages ?? trip.villes_etapes },
        total,
        stageAmounts,
      );
      Object.assign(changes, { montant_contribution: total, montants_etapes: stageAmounts });
    }
    const description =
      body.description === undefined ? trip.description : body.description || null;
    const described = description !== trip.description;
    if (described) changes.description = description;

    // Who is booked, and where they get in and out, as before the change.
    const passengers = await passengersToTell(tx, id);
    if (Object.keys(changes).length === 0)
      return { record: trip, announce: async () => {}, told: 0 };
    const updated = await updateTripRecord(tx, id, changes);
    if (restaged) await rebuildTripStops(tx, id, plan.moves);
    else if (moved || repriced)
      await followTripChange(tx, id, {
        date: updated.date,
        montant_contribution: updated.montant_contribution,
        montants_etapes: stageAmountsOf(updated),
      });
    // Who is told, and who may now cancel with a full refund.
    const facts = {
      shiftMinutes: Math.abs(departLe.getTime() - trip.depart_le.getTime()) / 60_000,
      movedStops: restaged ? plan.replacedStops : [],
      // A stage town added or removed where nobody gets in or out still changes the route.
      otherChange: described || restaged,
    };
    const lastStop = stagesOf(trip).length + 1;
    const url = siteUrl(deps);
    const major: number[] = [];
    let toldCount = 0;
    for (const passenger of passengers) {
      const weight = changeWeightFor(facts, {
        depart: passenger.pos_depart ?? 0,
        arrivee: passenger.pos_arrivee ?? lastStop,
      });
      if (weight === 'aucune') continue;
      toldCount += 1;
      if (weight === 'importante') major.push(passenger.booking_id);
      outbox.notifications.push({
        utilisateur_id: passenger.id,
        type: weight === 'importante' ? 'TRAJET_MODIFIE_IMPORTANT' : 'TRAJET_MODIFIE',
        trajet_id: id,
        details: changeSummary(trip, updated),
      });
      outbox.mails.push({
        message: bookingMails.tripChanged(passenger, updated, {
          summary: changeSummary(trip, updated),
          major: weight === 'importante',
          siteUrl: url,
        }),
        dedupKey: `trajet-modifie:${id}:${passenger.booking_id}:${updated.updated_at.getTime()}`,
      });
    }
    await grantFullRefundRight(tx, major, now);
    if (moved && updated.is_publie) await enqueueAlertMatching(tx, id);
    return { record: updated, announce: await outbox.flush(deps, tx), told: toldCount };
  });
  await announce();
  const [trip] = await tripsToWire(deps, [record], user.id);
  return {
    trip: trip!,
    message: told > 0 ? tripChangeTexts.savedTold(told) : tripChangeTexts.saved,
  };
}

/** « Changement : départ le samedi 12 décembre 2026 à 9 h 30 (au lieu de 8 h 30). » */
function changeSummary(before: TripRecord, after: TripRecord): string {
  const parts: string[] = [];
  if (before.depart_le.getTime() !== after.depart_le.getTime()) {
    const was =
      before.date === after.date
        ? formatTripTime(before.heure)
        : `${frenchLongDate(before.date)} à ${formatTripTime(before.heure)}`;
    parts.push(
      `départ le ${frenchLongDate(after.date)} à ${formatTripTime(after.heure)} (au lieu de ${was})`,
    );
  }
  const towns = (record: TripRecord) => stagesOf(record).map((stage) => stage.nom);
  if (towns(before).join() !== towns(after).join())
    parts.push(
      towns(after).length ? `villes étapes : ${towns(after).join(', ')}` : 'plus de ville étape',
    );
  if (before.description !== after.description) parts.push('nouvelle description du trajet');
  return parts.length ? `Changement : ${parts.join(' ; ')}.` : 'Le trajet a été modifié.';
}
