import { formatEurosShort } from '@bonneroute/shared/pricing';
import { isCalendarDate, parisDateTimeToInstant, todayInParis } from '@bonneroute/shared/dates';
import {
  isQuarterHour,
  isTripDateTooFar,
  tripTexts,
  type CreateTripBody,
  type TripStage,
} from '@bonneroute/shared/trips';
import { unprocessable } from '../lib/http-error';
import type { CommuneRecord } from '../geo/data/build-communes';
import { haversineKm } from '../geo/distance';
import type { GeoServices } from '../geo/geo-services';
import { checkNearTown } from './meeting-point-check';
import type { TripInsert } from './trips.repository';

const range = (min: number, max: number) => [formatEurosShort(min), formatEurosShort(max)] as const;

/** A date and a quarter hour to come (`at` names the fields in the 422's pointer). */
export function checkDateTime(
  date: string,
  time: string,
  now: Date,
  at = { date: '/body/date', heure: '/body/heure' },
) {
  if (!isCalendarDate(date)) throw unprocessable(tripTexts.invalidDate, at.date);
  if (date < todayInParis(now)) throw unprocessable(tripTexts.datePast, at.date);
  if (isTripDateTooFar(date, todayInParis(now))) throw unprocessable(tripTexts.dateTooFar, at.date);
  if (!isQuarterHour(time)) throw unprocessable(tripTexts.invalidTime, at.heure);
  const heure = time.slice(0, 5);
  const departLe = parisDateTimeToInstant(date, heure);
  if (departLe <= now) throw unprocessable(tripTexts.datePastTime, at.heure);
  return { heure, departLe };
}

/** The route fields of a trip, every price and point checked; dates, addresses' ids apart. */
export type RouteValues = Omit<
  TripInsert,
  'date' | 'heure' | 'depart_le' | 'adresse_depart_id' | 'adresse_arrivee_id' | 'utilisateur_id'
>;

/**
 * The towns, points, prices and stages of a publication checked as the wizard does (the prices
 * inside the pair's and each leg's ranges, the points near their towns): the values every trip
 * of the publication shares.
 */
export async function checkRoute(geo: GeoServices, body: CreateTripBody) {
  const [from, to] = geo.bornes.resolvePair(body.code_commune_depart, body.code_commune_arrivee);
  const borne = await checkContribution(geo, from, to, body.montant_contribution);
  const stages = await checkStages(geo, from, to, body);
  // docs/product/trips-and-search.md#meeting-points: each end's exact point (the town's centre
  // without one), near its town.
  const departure = {
    latitude: body.latitude_depart ?? from.latitude,
    longitude: body.longitude_depart ?? from.longitude,
  };
  const arrival = {
    latitude: body.latitude_arrivee ?? to.latitude,
    longitude: body.longitude_arrivee ?? to.longitude,
  };
  checkNearTown(from, departure, '/body/latitude_depart');
  checkNearTown(to, arrival, '/body/latitude_arrivee');
  const values: RouteValues = {
    adresse_depart: body.adresse_depart,
    adresse_arrivee: body.adresse_arrivee,
    ville_depart: from.nom,
    ville_arrivee: to.nom,
    code_commune_depart: from.code,
    code_commune_arrivee: to.code,
    latitude_depart: departure.latitude,
    longitude_depart: departure.longitude,
    latitude_arrivee: arrival.latitude,
    longitude_arrivee: arrival.longitude,
    note_depart: body.note_depart ?? null,
    note_arrivee: body.note_arrivee ?? null,
    duree_secondes: body.duree_secondes ?? borne.duree_en_secondes,
    distance_metres: borne.distance_metres,
    montant_contribution: body.montant_contribution,
    nb_places_proposees: body.nb_places_proposees,
    is_resa_automatique: body.is_resa_automatique === 1,
    is_roles_passagers: body.is_roles_passagers === 1,
    roles_passagers: body.roles_passagers,
    description: body.description ?? null,
    villes_etapes: stages.map((s) => s.stage),
    montants_etapes: stages.map((s) => s.montant),
    is_publie: body.is_publie === 1,
  };
  return { from, to, departure, arrival, stages: stages.map((s) => s.stage), values };
}

/** The whole route's contribution inside the pair's range (publishing, and changing a trip); the pair's borne. */
export async function checkContribution(
  geo: GeoServices,
  from: CommuneRecord,
  to: CommuneRecord,
  amount: number,
) {
  const borne = await geo.bornes.borne(from.code, to.code);
  if (amount < borne.min || amount > borne.max)
    throw unprocessable(
      tripTexts.contributionOutOfRange(...range(borne.min, borne.max)),
      '/body/montant_contribution',
    );
  return borne;
}

/** Stage towns in route order, each with its leg price inside the leg's own range. */
export async function checkStages(
  geo: GeoServices,
  from: CommuneRecord,
  to: CommuneRecord,
  body: Pick<CreateTripBody, 'villes_etapes' | 'montants_etapes' | 'montant_contribution'>,
) {
  const towns = body.villes_etapes ?? [];
  const amounts = body.montants_etapes ?? [];
  if (towns.length !== amounts.length)
    throw unprocessable(tripTexts.stagesMismatch, '/body/montants_etapes');
  const stages: { stage: TripStage; montant: number; km: number }[] = [];
  for (const [i, town] of towns.entries()) {
    const point = typeof town === 'string' ? { code_commune: town } : town;
    const commune = geo.bornes.resolveTown(point.code_commune);
    if (commune.code === from.code || commune.code === to.code)
      throw unprocessable(tripTexts.stageIsEnd, '/body/villes_etapes');
    const montant = amounts[i]!;
    const leg = await geo.bornes.borne(from.code, commune.code);
    if (montant < leg.min || montant > leg.max)
      throw unprocessable(
        tripTexts.stageOutOfRange(commune.nom, ...range(leg.min, leg.max)),
        '/body/montants_etapes',
      );
    if (montant >= body.montant_contribution)
      throw unprocessable(tripTexts.stageNotBelowTotal(commune.nom), '/body/montants_etapes');
    // The stage's meeting point: the driver's (near the town), else the town's centre.
    const at = {
      latitude: point.latitude ?? commune.latitude,
      longitude: point.longitude ?? commune.longitude,
    };
    checkNearTown(commune, at, `/body/villes_etapes/${i}`);
    stages.push({
      stage: {
        nom: commune.nom,
        code_commune: commune.code,
        ...at,
        adresse: point.adresse ?? null,
        note: point.note ?? null,
      },
      montant,
      km: haversineKm(from, commune),
    });
  }
  return stages.sort((a, b) => a.km - b.km);
}
