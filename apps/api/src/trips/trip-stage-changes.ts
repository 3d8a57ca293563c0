import { capitalise } from '@bonneroute/shared/auth';
import { tripChangeTexts, type TripStage, type UpdateTripBody } from '@bonneroute/shared/trips';
import type { DbOrTx } from '../db/client';
import { geoServices } from '../geo/geo-services';
import type { AppDeps } from '../lib/app-deps';
import { unprocessable } from '../lib/http-error';
import { passengersToTell } from './meeting-points.repository';
import { stagesOf } from './to-wire';
import type { TripRecord } from './trips.repository';
import { checkStages } from './publish-checks';

export interface StagePlan {
  stages: TripStage[];
  amounts: number[];
  /** Old stop positions whose town changed (replaced in place): important for who uses them. */
  replacedStops: number[];
  /** Bookings whose stop positions move with the new list. */
  moves: { id: number; pos_depart: number; pos_arrivee: number }[];
}

/**
 * New stage towns (docs/product/trips-and-search.md#changing-a-published-trip), checked as at
 * publication (each near its town, each price in its leg's range). Bookings keep their stops:
 * a town that stays keeps its passengers at its new position; with as many stages as before, a
 * town replaced at the same place takes its passengers with it (a « modification importante »
 * for them); a town where someone gets in or out cannot simply disappear.
 */
export async function planStageChange(
  deps: AppDeps,
  tx: DbOrTx,
  trip: TripRecord,
  body: Pick<UpdateTripBody, 'villes_etapes' | 'montants_etapes'>,
  total: number,
): Promise<StagePlan> {
  const towns = body.villes_etapes ?? [];
  if (towns.length > 0 && body.montants_etapes === undefined)
    throw unprocessable(tripChangeTexts.stagesNeedPrices, '/body/montants_etapes');
  const geo = geoServices(deps);
  const [from, to] = geo.bornes.resolvePair(trip.code_commune_depart, trip.code_commune_arrivee);
  const checked = await checkStages(geo, from, to, {
    villes_etapes: towns,
    montants_etapes: body.montants_etapes ?? [],
    montant_contribution: total,
  });
  const before = stagesOf(trip);
  const after = checked.map((entry) => entry.stage);
  const inPlace = before.length === after.length;
  const oldLast = before.length + 1;
  const newLast = after.length + 1;
  const replacedStops: number[] = [];
  const positionOf = (old: number): number | null => {
    if (old === 0) return 0;
    if (old === oldLast) return newLast;
    const code = before[old - 1]!.code_commune;
    const kept = after.findIndex((stage) => stage.code_commune === code);
    if (kept >= 0) return kept + 1;
    return inPlace ? old : null;
  };
  for (const [i, stage] of before.entries())
    if (!after.some((next) => next.code_commune === stage.code_commune) && inPlace)
      replacedStops.push(i + 1);

  const moves: StagePlan['moves'] = [];
  for (const booking of await passengersToTell(tx, trip.id)) {
    // A whole-route booking (no stops recorded) rides from the departure to the arrival still.
    if (booking.pos_depart === null || booking.pos_arrivee === null) continue;
    const depart = positionOf(booking.pos_depart);
    const arrivee = positionOf(booking.pos_arrivee);
    const lost =
      depart === null ? booking.pos_depart : arrivee === null ? booking.pos_arrivee : null;
    if (lost !== null || depart! >= arrivee!)
      throw unprocessable(
        tripChangeTexts.stageStillUsed(
          capitalise(booking.prenom),
          before[(lost ?? booking.pos_depart) - 1]?.nom ?? trip.ville_depart,
        ),
        '/body/villes_etapes',
      );
    if (depart !== booking.pos_depart || arrivee !== booking.pos_arrivee)
      moves.push({ id: booking.booking_id, pos_depart: depart!, pos_arrivee: arrivee! });
  }
  return { stages: after, amounts: checked.map((entry) => entry.montant), replacedStops, moves };
}
