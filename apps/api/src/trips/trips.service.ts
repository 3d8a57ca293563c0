import { formatEurosShort } from '@bonneroute/shared/pricing';
import { isCalendarDate, parisDateTimeToInstant, todayInParis } from '@bonneroute/shared/dates';
import {
  isQuarterHour,
  isTripDateTooFar,
  tripTexts,
  type CreateTripBody,
  type Trip,
  type TripStage,
} from '@bonneroute/shared/trips';
import { DISCOVERY_OFFER, normalisePromoCode } from '@bonneroute/shared/booking';
import { enqueueAlertMatching } from '../alerts/alert-matching';
import type { SessionUser } from '../auth/session.repository';
import { reserveDiscoveryOffer } from '../booking/discovery-offer.service';
import { recordAdresseUsage } from '../adresses/adresses.repository';
import { conflict, unprocessable } from '../lib/http-error';
import type { CommuneRecord } from '../geo/data/build-communes';
import { haversineKm } from '../geo/distance';
import { geoServices, type GeoServices } from '../geo/geo-services';
import type { AppDeps } from '../lib/app-deps';
import { findValidPromo } from '../booking/promo.repository';
import { checkNearTown } from './meeting-point-check';
import { checkPublishLimit } from './publish-limit.service';
import { preferencesForNewTrip } from '../travel-preferences/travel-preferences.service';
import { toWireTrip } from './to-wire';
import {
  findDrivers,
  findPassengers,
  findViewerBookings,
  findSameDeparture,
  insertTrip,
  lockDriver,
  type TripRecord,
} from './trips.repository';

/** A real calendar date YYYY-MM-DD (2026-02-31 is not). */
const range = (min: number, max: number) => [formatEurosShort(min), formatEurosShort(max)] as const;

/**
 * Trips: publishing (every rule of the wizard checked again here), reading, the driver's changes;
 * transactions here, SQL in the repositories. They need the databases and what the geography
 * services are made from.
 */
type TripDeps = Pick<AppDeps, 'db' | 'dbRead' | 'env' | 'log'>;

/** Wire trips for records (drivers, passengers in two queries), read from `db` or `dbRead`. */
export async function tripsToWire(
  deps: Pick<AppDeps, 'db' | 'dbRead'>,
  records: TripRecord[],
  viewerId: number | null,
  from: 'db' | 'dbRead' = 'db',
): Promise<Trip[]> {
  const db = deps[from];
  const ids = records.map((r) => r.id);
  const [drivers, passengers, own] = await Promise.all([
    findDrivers(db, [...new Set(records.map((r) => r.utilisateur_id))]),
    findPassengers(db, ids),
    viewerId === null ? [] : findViewerBookings(db, ids, viewerId),
  ]);
  return records.map((record) =>
    toWireTrip(record, {
      driver: drivers.find((d) => d.id === record.utilisateur_id),
      passengers: passengers.filter((p) => p.trajet_id === record.id),
      viewerBookings: own.filter((b) => b.trajet_id === record.id),
      viewerId,
    }),
  );
}

export async function createTrip(
  deps: TripDeps,
  driver: SessionUser,
  body: CreateTripBody,
  now = new Date(),
): Promise<Trip> {
  const geo = geoServices(deps);
  const { bornes } = geo;
  if (!isCalendarDate(body.date)) throw unprocessable(tripTexts.invalidDate, '/body/date');
  if (body.date < todayInParis(now)) throw unprocessable(tripTexts.datePast, '/body/date');
  if (isTripDateTooFar(body.date, todayInParis(now)))
    throw unprocessable(tripTexts.dateTooFar, '/body/date');
  if (!isQuarterHour(body.heure)) throw unprocessable(tripTexts.invalidTime, '/body/heure');
  const heure = body.heure.slice(0, 5);
  const departLe = parisDateTimeToInstant(body.date, heure);
  if (departLe <= now) throw unprocessable(tripTexts.datePastTime, '/body/heure');

  const [from, to] = bornes.resolvePair(body.code_commune_depart, body.code_commune_arrivee);
  const borne = await bornes.borne(from.code, to.code);
  if (body.montant_contribution < borne.min || body.montant_contribution > borne.max)
    throw unprocessable(
      tripTexts.contributionOutOfRange(...range(borne.min, borne.max)),
      '/body/montant_contribution',
    );
  const stages = await checkStages(geo, from, to, body);
  const promo = body.code_promo ? await findValidPromo(deps.db, body.code_promo, now) : undefined;
  if (body.code_promo && !promo) throw unprocessable(tripTexts.invalidPromo, '/body/code_promo');

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

  const record = await deps.db.transaction(async (tx) => {
    // One publication at a time per driver: a double click finds the first trip, and the
    // publications of the last 24 hours are counted one after another.
    await lockDriver(tx, driver.id);
    if (await findSameDeparture(tx, driver.id, departLe)) throw conflict(tripTexts.duplicate);
    await checkPublishLimit(tx, driver.id, 1, now);
    const [departId, arriveeId] = [
      await recordAdresseUsage(tx, {
        complete: body.adresse_depart,
        code_commune: from.code,
        ...departure,
      }),
      await recordAdresseUsage(tx, {
        complete: body.adresse_arrivee,
        code_commune: to.code,
        ...arrival,
      }),
    ];
    for (const { stage } of stages)
      if (stage.adresse)
        await recordAdresseUsage(tx, {
          complete: stage.adresse,
          code_commune: stage.code_commune,
          latitude: stage.latitude,
          longitude: stage.longitude,
        });
    const inserted = await insertTrip(tx, {
      utilisateur_id: driver.id,
      date: body.date,
      heure,
      depart_le: departLe,
      adresse_depart: body.adresse_depart,
      adresse_arrivee: body.adresse_arrivee,
      adresse_depart_id: departId,
      adresse_arrivee_id: arriveeId,
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
      code_promo: body.code_promo ? normalisePromoCode(body.code_promo) : null,
      villes_etapes: stages.map((s) => s.stage),
      montants_etapes: stages.map((s) => s.montant),
      preferences: await preferencesForNewTrip(tx, driver.id, body.preferences),
      is_publie: body.is_publie === 1,
    });
    // The discovery offer's code reserves one of its places with the trip (same rules as
    // POST /code-promo; a full offer refuses the trip, with its French message).
    if (inserted.code_promo && (promo?.montant || inserted.code_promo === DISCOVERY_OFFER.code)) {
      await reserveDiscoveryOffer(tx, {
        tripId: inserted.id,
        userId: driver.id,
        code: inserted.code_promo,
      });
    }
    // Alerts are matched by a job after the commit: publishing never waits for them.
    if (inserted.is_publie) await enqueueAlertMatching(tx, inserted.id);
    return inserted;
  });
  const [trip] = await tripsToWire(deps, [record], driver.id);
  return trip!;
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
