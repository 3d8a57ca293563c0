import { formatTripTime, addSeconds } from '@bonneroute/shared/dates';
import {
  defaultReturnPrices,
  returnTexts,
  type CreateTripBody,
  type ReturnTripInput,
  type TripStage,
} from '@bonneroute/shared/trips';
import { HttpError, unprocessable } from '../lib/http-error';
import type { GeoServices } from '../geo/geo-services';
import { checkDateTime, checkRoute } from './publish-checks';

type CheckedRoute = Awaited<ReturnType<typeof checkRoute>>;

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/**
 * docs/product/trips-and-search.md#the-return: the return as a publication of its own, the towns,
 * points, notes and stage towns reversed, at the driver's prices or the outward's leg prices
 * kept in the reverse ranges; checked by the same rules (`checkRoute`). Its departure comes after
 * the outward's arrival. Answers the return's checked route, its time and its offset in days.
 */
export async function checkReturn(
  geo: GeoServices,
  body: CreateTripBody,
  outward: CheckedRoute,
  outwardDeparture: Date,
  input: ReturnTripInput,
  now: Date,
) {
  const { heure, departLe } = checkDateTime(input.date, input.heure, now, {
    date: '/body/retour/date',
    heure: '/body/retour/heure',
  });
  const duration = outward.values.duree_secondes ?? 0;
  const arrival = new Date(outwardDeparture.getTime() + duration * 1000);
  if (departLe <= arrival)
    throw unprocessable(
      returnTexts.beforeArrival(formatTripTime(addSeconds(body.heure.slice(0, 5), duration))),
      '/body/retour/heure',
    );
  const stages: TripStage[] = [...outward.stages].reverse();
  const [ranges, total] = await Promise.all([
    Promise.all(stages.map((s) => geo.bornes.borne(outward.to.code, s.code_commune))),
    geo.bornes.borne(outward.to.code, outward.from.code),
  ]);
  const defaults = defaultReturnPrices(
    { total: body.montant_contribution, stages: body.montants_etapes ?? [] },
    { total, stages: ranges },
  );
  const montants = input.montants_etapes ?? defaults.stages;
  if (montants.length !== stages.length)
    throw unprocessable(returnTexts.stagesMismatch, '/body/retour/montants_etapes');
  const reversed: CreateTripBody = {
    ...body,
    code_commune_depart: outward.to.code,
    code_commune_arrivee: outward.from.code,
    adresse_depart: body.adresse_arrivee,
    adresse_arrivee: body.adresse_depart,
    latitude_depart: outward.arrival.latitude,
    longitude_depart: outward.arrival.longitude,
    latitude_arrivee: outward.departure.latitude,
    longitude_arrivee: outward.departure.longitude,
    note_depart: body.note_arrivee,
    note_arrivee: body.note_depart,
    duree_secondes: undefined,
    montant_contribution: input.montant_contribution ?? defaults.total,
    villes_etapes: stages.map((s) => ({
      code_commune: s.code_commune,
      latitude: s.latitude,
      longitude: s.longitude,
      ...(s.adresse ? { adresse: s.adresse } : {}),
      ...(s.note ? { note: s.note } : {}),
    })),
    montants_etapes: montants,
    code_promo: undefined,
    recurrence: undefined,
    retour: undefined,
  };
  try {
    const route = await checkRoute(geo, reversed);
    return { route, heure, offsetDays: daysBetween(body.date, input.date) };
  } catch (error) {
    // The same rules as the outward's, said of the return.
    if (error instanceof HttpError && error.statusCode === 422)
      throw unprocessable(returnTexts.invalid(error.detail), '/body/retour');
    throw error;
  }
}
